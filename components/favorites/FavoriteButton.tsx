'use client';

import { useTranslations } from 'next-intl';
import { isFavorite, type FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites, useFavoritesReady } from '@/lib/browser/favoritesStore';

type Props = { talent: FavoriteTalent };

/**
 * Its name says what a press does, so no pressed state too ("Remove Ana from favorites, pressed").
 * Disabled in the server's HTML: the favorites live in the browser.
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
      // Favorites are kept by the browser's scripts: without them the button would do nothing.
      className="favorite-button noscript:hidden"
    />
  );
}
