'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { GENDERS, type Gender } from '@/lib/talents/gender';
import { filterFromSearch, searchWithFilter, toggleFilter } from '@/lib/talents/filter';

type Props = { gridId: string; counts: Record<Gender, number> };

/**
 * The Male / Female toggle. It filters the server-rendered grid by a data
 * attribute (no refetch, no re-render of 1,000 cards) and keeps the choice
 * in the URL so a filtered list can be shared and reloaded.
 */
export function GenderFilter({ gridId, counts }: Props) {
  const t = useTranslations('Talents');
  const [filter, setFilter] = useState<Gender | null>(null);

  useEffect(() => {
    const apply = () => setFilter(filterFromSearch(window.location.search));
    apply();
    window.addEventListener('popstate', apply);
    return () => window.removeEventListener('popstate', apply);
  }, []);

  useEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid) return;
    if (filter) grid.dataset.filter = filter;
    else delete grid.dataset.filter;
  }, [filter, gridId]);

  const choose = (gender: Gender) => {
    const next = toggleFilter(filter, gender);
    setFilter(next);
    const search = searchWithFilter(window.location.search, next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  };

  return (
    <>
      <div role="group" aria-label={t('filterLabel')} className="flex gap-2">
        {GENDERS.map((gender) => (
          <button
            key={gender}
            type="button"
            aria-pressed={filter === gender}
            onClick={() => choose(gender)}
            className="min-h-11 border border-ink px-5 text-sm tracking-widest uppercase transition-colors hover:bg-ink/10 aria-pressed:bg-ink aria-pressed:text-paper"
          >
            {t(gender)}
          </button>
        ))}
      </div>
      {filter && counts[filter] === 0 ? (
        <p role="status" className="mt-10 text-muted">
          {t('noTalents')}
        </p>
      ) : null}
    </>
  );
}
