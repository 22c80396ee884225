'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MarkFilter } from '@/components/selection/MarkFilter';
import { QuoteSection } from '@/components/selection/QuoteSection';
import { SelectionPdfButton } from '@/components/selection/SelectionPdfButton';
import { ShareSelection } from '@/components/selection/ShareSelection';
import { favoritesList } from '@/lib/favorites/map';
import { favoritesActions, useFavorites, useFavoritesReady } from '@/lib/favorites/store';
import { useUnlisted } from '@/lib/favorites/useUnlisted';
import { OWN_FAVORITES_KEY, type MarkFilter as Filter } from '@/lib/selection/marks';
import { useMarks } from '@/lib/selection/marks-store';
import { useSelectionLink } from '@/lib/selection/useSelectionLink';
import { FavoritesList } from './FavoritesList';
import { RemovalNotice } from './RemovalNotice';

const removeAll = (ids: number[]) => ids.forEach(favoritesActions.remove);

/** The favorites page body: the chosen talents, what to do with them, and the quote request. */
export function FavoritesBoard() {
  const t = useTranslations('Forms');
  const favorites = useFavorites();
  const talents = favoritesList(favorites);
  const ids = talents.map((talent) => talent.id);
  const unlisted = useUnlisted(ids);
  const marks = useMarks(OWN_FAVORITES_KEY);
  const [filter, setFilter] = useState<Filter>('all');
  // The stored favorites are listed once the page runs and they are read.
  const ready = useFavoritesReady();
  const link = useSelectionLink(ids);
  return (
    <>
      {ready && talents.length > 0 ? (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
            <ShareSelection ids={ids} />
            <SelectionPdfButton ids={ids} marks={marks} />
          </div>
          <div className="mt-6">
            <MarkFilter talents={talents} marks={marks} filter={filter} onChange={setFilter} />
          </div>
        </>
      ) : null}
      <FavoritesList
        ready={ready}
        talents={talents}
        unlisted={unlisted}
        marks={marks}
        marksKey={OWN_FAVORITES_KEY}
        filter={filter}
      />
      <RemovalNotice favorites={favorites} />
      {/* A quote is about talents: shown once some are saved and known to be.
          It stays in the server's HTML, hidden, so that its Server Action still
          answers on this page what is posted to it without scripts. */}
      <div hidden={!(ready && talents.length > 0)}>
        <QuoteSection
          intro={t('quoteIntro')}
          favorites={favorites}
          marks={marks}
          selection={link}
          removal={{ label: t('removeUnavailable'), remove: removeAll }}
        />
      </div>
    </>
  );
}
