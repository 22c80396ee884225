'use client';

import type { SiteHref } from '@/lib/i18n/paths';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MeasurementRows } from '@/components/talents/MeasurementRows';
import { MeasurementValue } from '@/components/talents/MeasurementValue';
import { primaryButton } from '@/components/ui/buttonStyles';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites, useFavoritesReady } from '@/lib/favorites/store';
import { filterByMark, selectionKey, type MarkFilter as Filter } from '@/lib/selection/marks';
import { markTalent, useMarks } from '@/lib/selection/marks-store';
import { useSelectionLink } from '@/lib/selection/useSelectionLink';
import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { MarkFilter } from './MarkFilter';
import { QuoteSection } from './QuoteSection';
import { SelectionItem } from './SelectionItem';
import { SelectionPdfButton } from './SelectionPdfButton';
import { ShareSelection } from './ShareSelection';
import { useFocusKeeper } from './useFocusKeeper';

type SharedTalent = {
  talent: FavoriteTalent & { gender: Gender | null };
  href: SiteHref;
  rows: Array<{ label: MeasureLabel; value: string }>;
};

type Props = { talents: SharedTalent[] };

const byMark = (items: SharedTalent[]) => items.map((item) => ({ ...item, id: item.talent.id }));

/**
 * A selection someone shared: its talents as the server rendered them (a
 * preview bot sees them too), each to mark and add to one's own favorites,
 * and the quote request carrying the marks and this selection's link.
 */
export function SharedSelection({ talents: all }: Props) {
  const t = useTranslations('Selection');
  const talentTexts = useTranslations('Talents');
  const forms = useTranslations('Forms');
  const locale = useLocale();
  // The selection as linked keeps its key and link; the talents the catalogue
  // no longer lists, once a quote named them, are left out of it here.
  const ids = all.map(({ talent }) => talent.id);
  const key = selectionKey(ids);
  const [left, setLeft] = useState<number[]>([]);
  const talents = all.filter(({ talent }) => !left.includes(talent.id));
  const marks = useMarks(key);
  const favorites = useFavorites();
  // Until the stored favorites are read, which are missing is not known.
  const ready = useFavoritesReady();
  const [filter, setFilter] = useState<Filter>('all');
  const [added, setAdded] = useState<number | null>(null);
  const link = useSelectionLink(ids);
  const list = talents.map(({ talent }) => talent);
  const shown = filterByMark(byMark(talents), marks, filter);
  const {
    list: gridRef,
    fallback: emptyRef,
    onFocus: keepFocus,
  } = useFocusKeeper<HTMLUListElement, HTMLParagraphElement>(
    shown.map((item) => item.id).join(','),
  );
  const missing = list.filter((talent) => !isFavorite(favorites, talent.id));

  const addAll = () => {
    missing.forEach((talent) => favoritesActions.add(talent));
    setAdded(missing.length);
  };

  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
        <div className="flex flex-col gap-2">
          <button
            type="button"
            onClick={addAll}
            disabled={missing.length === 0 || !ready}
            className={primaryButton}
          >
            {missing.length === 0 ? t('allAdded') : t('addAll')}
          </button>
          <p role="status" aria-live="polite" className="text-sm">
            {added ? t('added', { count: added }) : ''}
          </p>
        </div>
        <ShareSelection ids={ids} />
        <SelectionPdfButton ids={ids} marks={marks} />
      </div>
      <div className="mt-6">
        <MarkFilter talents={list} marks={marks} filter={filter} onChange={setFilter} />
      </div>
      {shown.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className="mt-8 text-muted">
          {t('filterEmpty')}
        </p>
      ) : (
        <ul
          ref={gridRef}
          onFocus={keepFocus}
          className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
          data-testid="selection-grid"
        >
          {shown.map(({ talent, href, rows }) => (
            <SelectionItem
              key={talent.id}
              talent={talent}
              href={href}
              mark={marks[talent.id]}
              onMark={(mark) => markTalent(key, talent.id, mark)}
              details={
                rows.length ? (
                  <div className="mt-1 text-xs [&_dl]:gap-x-3 [&_dl]:gap-y-0 [&_dl]:text-xs">
                    <MeasurementRows
                      rows={rows}
                      labelOf={talentTexts}
                      renderValue={(row) => (
                        <MeasurementValue
                          locale={locale}
                          gender={talent.gender}
                          label={row.label}
                          value={row.value}
                        />
                      )}
                    />
                  </div>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      <QuoteSection
        intro={t('quoteIntro')}
        favorites={list}
        marks={marks}
        selection={link}
        removal={{
          label: forms('leaveOutUnavailable'),
          remove: (gone) => setLeft((before) => [...before, ...gone]),
        }}
      />
    </>
  );
}
