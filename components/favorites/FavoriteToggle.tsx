'use client';

import { useTranslations } from 'next-intl';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites } from '@/lib/favorites/store';
import { FavoriteButton } from './FavoriteButton';

type Props = { talent: FavoriteTalent; className?: string };

/** The favorite button of one talent, as its own client component (profile, favorites page). */
export function FavoriteToggle({ talent, className = '' }: Props) {
  const t = useTranslations('Talents');
  const active = isFavorite(useFavorites(), talent.id);
  return (
    <FavoriteButton
      talent={talent}
      pressed={active}
      label={
        active
          ? t('removeFavorite', { name: talent.name })
          : t('addFavorite', { name: talent.name })
      }
      onClick={() => (active ? favoritesActions.remove(talent.id) : favoritesActions.add(talent))}
      className={className}
    />
  );
}
