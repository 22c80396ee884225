'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { TalentCard } from '@/components/talents/TalentCard';
import { useCardLinks } from '@/components/talents/grid/useCardLinks';
import { FavoriteToggle } from './FavoriteToggle';
import { favoritesList } from '@/lib/favorites/map';
import { useHydrated } from '@/lib/favorites/hydrated';
import { useFavorites } from '@/lib/favorites/store';
import { pathFor } from '@/lib/i18n/paths';
import { isCategory } from '@/lib/i18n/routing';
import { profileRoute } from '@/lib/talents/route';

type Props = { invalid?: boolean };

/** The favorited talents, read from this browser's storage, or the no-talents message. */
export function FavoritesList({ invalid = false }: Props) {
  const t = useTranslations('Talents');
  const locale = useLocale();
  const talents = favoritesList(useFavorites());
  const hydrated = useHydrated();
  const grid = useRef<HTMLUListElement>(null);
  useCardLinks(grid, talents.length);

  if (!hydrated) return <div className="mt-8 min-h-40" aria-busy="true" />;
  if (talents.length === 0) {
    return (
      <p
        data-testid="no-favorites"
        className={`mt-8 ${invalid ? 'font-semibold text-danger' : 'text-muted'}`}
      >
        {t('noTalents')}
      </p>
    );
  }
  return (
    <ul
      ref={grid}
      className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
      data-testid="favorites-grid"
    >
      {talents.map((talent) => {
        const category = isCategory(talent.category) ? talent.category : 'models';
        return (
          <li key={talent.id}>
            <TalentCard
              talent={talent}
              href={pathFor(locale, profileRoute(category, talent))}
              action={<FavoriteToggle talent={{ ...talent, category }} />}
            />
          </li>
        );
      })}
    </ul>
  );
}
