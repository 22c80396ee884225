'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type RefObject } from 'react';

/**
 * Card links inside `container` navigate on the client, like next/link, with
 * one listener for all of them: a card is plain markup, so a grid of cards
 * has nothing to hydrate. New tab, download and modified clicks keep the
 * browser's own behaviour.
 */
export function useCardLinks(container: RefObject<HTMLElement | null>, version?: unknown): void {
  const router = useRouter();
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest('a[data-card-link]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!plain || link.target || link.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(`${link.pathname}${link.search}`);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
    // `version` changes when the container itself may have been replaced.
  }, [container, router, version]);
}
