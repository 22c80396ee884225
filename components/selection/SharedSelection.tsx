'use client';

import type { SiteHref } from '@/lib/i18n/paths';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MeasurementRows } from '@/components/talents/MeasurementRows';
import { MeasurementValue } from '@/components/talents/MeasurementValue';
import { primaryButton } from '@/components/ui/buttonStyles';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites, useFavoritesReady } from '@/lib/browser/favoritesStore';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { selectionKey, type Marks } from '@/lib/selection/marks';
import { keepsMarks, markTalent, useMarks } from '@/lib/browser/marksStore';
import { useSelectionLink } from '@/lib/browser/selectionLink';
import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { CreateBoardForm } from '@/components/review/CreateBoardForm';
import { SelectionBoard } from './SelectionBoard';
import { SelectionItem } from './SelectionItem';
import type { SelectionShare } from './ShareSelection';

type SharedTalent = {
  talent: FavoriteTalent & { gender: Gender | null };
  href: SiteHref;
  rows: Array<{ label: MeasureLabel; value: string }>;
};

type Props = { talents: SharedTalent[]; linkedMarks: Marks; share: SelectionShare };

export function SharedSelection({ talents: all, linkedMarks, share }: Props) {
  const t = useTranslations('Selection');
  const talentTexts = useTranslations('Talents');
  const forms = useTranslations('Forms');
  const locale = useLocale();
  // The selection as linked keeps its key and link; talents a quote found gone are left out here.
  const ids = all.map(({ talent }) => talent.id);
  const key = selectionKey(ids);
  const [left, setLeft] = useState<number[]>([]);
  const talents = all.filter(({ talent }) => !left.includes(talent.id));
  // Until this browser marks the selection itself, the marks its address carries: shown, linked
  // and sent with a quote, with or without scripts.
  const marks = useMarks(key, linkedMarks);
  // Marks that came with the address (a printed selection leads back with them) are taken once,
  // by a browser that has none of its own for this selection, so a new mark adds to them.
  useEffect(() => {
    if (keepsMarks(key)) return;
    for (const [id, mark] of Object.entries(linkedMarks)) markTalent(key, Number(id), mark);
  }, [key, linkedMarks]);
  const favorites = useFavorites();
  const ready = useFavoritesReady();
  const [added, setAdded] = useState<number | null>(null);
  // The server's address (with the address's marks) until the browser makes it with its own.
  const link = useSelectionLink(ids, marks) ?? share.url;
  const list = talents.map(({ talent }) => talent);
  const missing = list.filter((talent) => !isFavorite(favorites, talent.id));

  const addAll = () => {
    missing.forEach((talent) => favoritesActions.add(talent));
    setAdded(missing.length);
  };

  return (
    <>
      <SelectionBoard
        ids={ids}
        talents={talents.map((item) => ({ ...item, id: item.talent.id }))}
        marks={marks}
        testId="selection-grid"
        share={{ ...share, url: link }}
        actions={
          <div className="flex flex-col gap-2 noscript:hidden">
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
        }
        renderItem={({ talent, href, rows }) => (
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
        )}
      />
      <QuoteForm
        intro={t('quoteIntro')}
        favorites={list}
        marks={marks}
        selection={link}
        removal={{
          label: forms('leaveOutUnavailable'),
          remove: (gone) => setLeft((before) => [...before, ...gone]),
        }}
      />
      <CreateBoardForm
        ids={list.map((talent) => talent.id)}
        page={selectionPath(locale as Locale, ids)}
      />
    </>
  );
}
