'use client';

import { useEffect, type RefObject } from 'react';
import { isFavorite } from '@/lib/favorites/map';
import { useFavorites } from '@/lib/favorites/store';
import { favoriteButtonAt, pressFavorite, talentOfButton } from './favoriteButtons';

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
    for (const button of node.querySelectorAll('button[data-favorite]')) {
      const talent = talentOfButton(button);
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
      const button = favoriteButtonAt(event.target);
      if (button) pressFavorite(button);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [container]);
}
