'use client';

import { useTranslations } from 'next-intl';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites, useFavoritesReady } from '@/lib/favorites/store';

type Props = { talent: FavoriteTalent };

/**
 * The plus/check button that adds a talent to this browser's favorites or
 * removes it. Its name says what a press does ("Add Ana to favorites",
 * "Remove Ana from favorites"), so it reports no pressed state as well: a
 * reader would hear "Remove Ana from favorites, pressed". The favorites live
 * in the browser: in the server's HTML, and wherever scripts do not run, the
 * button is shown disabled rather than offering what it cannot do. The icon
 * follows data-saved through CSS (app/globals.css).
 */
export function FavoriteButton({ talent }: Props) {
  const t = useTranslations('Talents');
  const favorites = useFavorites();
  const saved = isFavorite(favorites, talent.id);
  // Until the stored favorites are read it could not say which press it offers.
  const ready = useFavoritesReady();
  return (
    <button
      type="button"
      data-saved={saved ? '' : undefined}
      aria-label={t(saved ? 'removeFavorite' : 'addFavorite', { name: talent.name })}
      disabled={!ready}
      onClick={() => (saved ? favoritesActions.remove(talent.id) : favoritesActions.add(talent))}
      className="favorite-button"
    />
  );
}
