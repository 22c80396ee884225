import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/whenIdle';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
const IDLE_TIMEOUT_MS = 2500;

// Pages reached by client navigation have nothing to hydrate against.
let interactiveOnce = false;

// A React.lazy part rendered only then (Swiper, the consent library) is evaluated after the page
// has painted and hydrated, so it never adds to the start's blocking time.
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
