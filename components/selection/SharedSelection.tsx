'use client';

import type { SiteHref } from '@/lib/i18n/paths';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MeasurementValues } from '@/components/talents/MeasurementValues';
import { primaryButton } from '@/components/ui/buttonStyles';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites } from '@/lib/favorites/store';
import { filterByMark, selectionKey, type MarkFilter as Filter } from '@/lib/selection/marks';
import { markTalent, useMarks } from '@/lib/selection/marks-store';
import { useSelectionLink } from '@/lib/selection/useSelectionLink';
import type { Gender } from '@/lib/talents/gender';
import { measureLabels, type MeasureLabel } from '@/lib/talents/measurements';
import { MarkFilter } from './MarkFilter';
import { QuoteSection } from './QuoteSection';
import { SelectionItem } from './SelectionItem';
import { SelectionToolbar } from './SelectionToolbar';

type SharedTalent = {
  talent: FavoriteTalent & { gender: Gender | null };
  href: SiteHref;
  rows: Array<{ label: MeasureLabel; value: string }>;
};

type Props = { talents: SharedTalent[] };

/**
 * A selection someone shared: its talents as the server rendered them (a
 * preview bot sees them too), each to mark and add to one's own favorites,
 * and the quote request carrying the marks and this selection's link.
 */
export function SharedSelection({ talents }: Props) {
  const t = useTranslations('Selection');
  const talentTexts = useTranslations('Talents');
  const locale = useLocale();
  const ids = talents.map(({ talent }) => talent.id);
  const key = selectionKey(ids);
  const marks = useMarks(key);
  const favorites = useFavorites();
  const [filter, setFilter] = useState<Filter>('all');
  const [added, setAdded] = useState<number | null>(null);
  const link = useSelectionLink(ids);
  const list = talents.map(({ talent }) => talent);
  const shown = filterByMark(
    talents.map((item) => ({ ...item, id: item.talent.id })),
    marks,
    filter,
  );
  const missing = list.filter((talent) => !isFavorite(favorites, talent.id));

  const addAll = () => {
    missing.forEach((talent) => favoritesActions.add(talent));
    setAdded(missing.length);
  };

  return (
    <>
      <SelectionToolbar ids={ids}>
        <div className="flex flex-col gap-2">
          <button
            type="button"
            onClick={addAll}
            disabled={missing.length === 0}
            className={primaryButton}
          >
            {missing.length === 0 ? t('allAdded') : t('addAll')}
          </button>
          <p role="status" aria-live="polite" className="text-sm">
            {added ? t('added', { count: added }) : ''}
          </p>
        </div>
      </SelectionToolbar>
      <div className="mt-6">
        <MarkFilter talents={list} marks={marks} filter={filter} onChange={setFilter} />
      </div>
      {shown.length === 0 ? (
        <p className="mt-8 text-muted">{t('filterEmpty')}</p>
      ) : (
        <ul
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
                    <MeasurementValues
                      locale={locale}
                      gender={talent.gender}
                      rows={rows}
                      labels={measureLabels(talentTexts)}
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
        // A shared selection always has talents: nothing to flag beside the form.
        marks={marks}
        selection={link}
      />
    </>
  );
}
