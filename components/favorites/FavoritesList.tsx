'use client';

import { useLocale, useTranslations } from 'next-intl';
import { TalentCard } from '@/components/talents/TalentCard';
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
      className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
      data-testid="favorites-grid"
    >
      {talents.map((talent) => {
        const category = isCategory(talent.category) ? talent.category : 'models';
        return (
          <li key={talent.id}>
            <TalentCard
              talent={talent}
              category={category}
              href={pathFor(locale, profileRoute(category, talent))}
            />
          </li>
        );
      })}
    </ul>
  );
}
