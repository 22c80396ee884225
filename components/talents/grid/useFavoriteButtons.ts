'use client';

import { useEffect, type RefObject } from 'react';
import { isFavorite, parseStoredTalent } from '@/lib/favorites/map';
import { favoritesActions, useFavorites } from '@/lib/favorites/store';

const SELECTOR = 'button[data-favorite]';

/** The talent a server-rendered favorite button carries, or null if it is damaged. */
function talentOf(button: Element) {
  try {
    return parseStoredTalent(JSON.parse(button.getAttribute('data-favorite') ?? ''));
  } catch {
    return null;
  }
}

/**
 * Wires every favorite button inside `container` (components/favorites/
 * FavoriteButton.tsx) with one listener, and keeps their pressed state and
 * names in step with the favorites store: this tab's clicks, another tab's
 * (the store listens to storage events) and buttons added later (`version`
 * changes when the container gets new cards).
 */
export function useFavoriteButtons(
  container: RefObject<HTMLElement | null>,
  version: unknown,
): void {
  const favorites = useFavorites();

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    for (const button of node.querySelectorAll(SELECTOR)) {
      const talent = talentOf(button);
      if (!talent) continue;
      const pressed = isFavorite(favorites, talent.id);
      button.setAttribute('aria-pressed', String(pressed));
      // Both names came translated with the button (data-label-add/-remove).
      const label = button.getAttribute(pressed ? 'data-label-remove' : 'data-label-add');
      if (label) button.setAttribute('aria-label', label);
    }
  }, [container, favorites, version]);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
      const talent = button ? talentOf(button) : null;
      if (!button || !talent) return;
      if (button.getAttribute('aria-pressed') === 'true') favoritesActions.remove(talent.id);
      else favoritesActions.add(talent);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [container]);
}
