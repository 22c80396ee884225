import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readEntryMemory, writeEntryMemory } from '@/lib/history/entryMemory';

type Memory<T> = { state: T; scrollY: number };

export function useEntryMemory<T>(scope: string, initial: T) {
  const [state, setState] = useState(initial);
  const [restoredScroll, setRestoredScroll] = useState<number | null>(null);
  const latest = useRef<Memory<T>>({ state, scrollY: 0 });
  const started = useRef(state);

  // Before paint, so the restored items show at once; not while rendering, as hydration must
  // see the server's `initial`.
  useLayoutEffect(() => {
    const memory = readEntryMemory<Memory<T>>(scope);
    if (!memory) return;
    // The list can be mounted twice on Back: a first mount replaced before its scroll was read
    // must not leave a scroll of 0 in the memory.
    latest.current = memory;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring from sessionStorage
    setState(memory.state);
    setRestoredScroll(memory.scrollY);
  }, [scope]);

  useLayoutEffect(() => {
    if (restoredScroll !== null) window.scrollTo(0, restoredScroll);
  }, [restoredScroll]);

  useEffect(() => {
    if (state === started.current) return;
    latest.current.state = state;
    writeEntryMemory(scope, latest.current);
  }, [scope, state]);

  useEffect(() => {
    const path = window.location.pathname;
    let frame = 0;
    const onScroll = () => {
      // After a navigation the old page may still be fading out while the new
      // one scrolls to the top: that scroll belongs to the new page.
      if (window.location.pathname !== path) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        latest.current.scrollY = window.scrollY;
        writeEntryMemory(scope, latest.current);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [scope]);

  return [state, setState] as const;
}
