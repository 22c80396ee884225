'use client';

import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites } from '@/lib/favorites/store';
import { FavoriteButton } from './FavoriteButton';

type Props = {
  talent: FavoriteTalent;
  /** "Add Ana to favorites" and "Remove Ana from favorites", already translated. */
  labels: { add: string; remove: string };
  className?: string;
};

/**
 * The favorite button of one talent with its texts given: a page whose
 * server translates them (a profile) loads no translation library for it.
 */
export function FavoriteSwitch({ talent, labels, className = '' }: Props) {
  const active = isFavorite(useFavorites(), talent.id);
  return (
    <FavoriteButton
      talent={talent}
      pressed={active}
      label={active ? labels.remove : labels.add}
      onClick={() => (active ? favoritesActions.remove(talent.id) : favoritesActions.add(talent))}
      className={className}
    />
  );
}
