import { isFavorite, parseStoredTalent } from '@/lib/favorites/map';
import { favoritesActions, readFavorites } from '@/lib/favorites/store';

// The server-rendered favorite buttons of a talent list
// (components/favorites/FavoriteButton.tsx), read and pressed by the list's
// two scripts: its first part before the island arrives, the island after.

/** The favorite button a click landed on, if any. */
export function favoriteButtonAt(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('button[data-favorite]') : null;
}

/** The talent a favorite button carries, or null if it is damaged. */
export function talentOfButton(button: Element) {
  try {
    return parseStoredTalent(JSON.parse(button.getAttribute('data-favorite') ?? ''));
  } catch {
    return null;
  }
}

/** Adds the button's talent to the favorites or removes it, and shows the new state at once. */
export function pressFavorite(button: HTMLElement) {
  const talent = talentOfButton(button);
  if (!talent) return;
  const saved = isFavorite(readFavorites(), talent.id);
  if (saved) favoritesActions.remove(talent.id);
  else favoritesActions.add(talent);
  button.setAttribute('aria-pressed', String(!saved));
}
