import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/experience/whenIdle';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
// The longest the page waits for an idle moment after its load event.
const IDLE_TIMEOUT_MS = 2500;

// Once this tab's first page became interactive, pages reached by client
// navigation are interactive from their first render (nothing to hydrate
// against, and their lazy code is usually loaded already).
let interactiveOnce = false;

/**
 * True once the page is interactive: at the browser's first idle moment after
 * the load event, or at the visitor's first interaction if that comes sooner.
 * A component rendered only then (a React.lazy one) keeps its code out of the
 * page's first load, so it never delays the first paint.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(interactiveOnce);

  useEffect(() => {
    if (ready) return;
    let cancelIdle = () => {};
    const listening = new AbortController();
    const { signal } = listening;
    const start = () => {
      listening.abort();
      interactiveOnce = true;
      setReady(true);
    };
    const whenLoaded = () => {
      cancelIdle = whenIdle(start, IDLE_TIMEOUT_MS);
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, start, { passive: true, signal });
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { signal });
    return () => {
      listening.abort();
      cancelIdle();
    };
  }, [ready]);

  return ready;
}
