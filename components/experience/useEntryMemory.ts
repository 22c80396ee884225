import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readEntryMemory, writeEntryMemory } from '@/lib/history/entryMemory';

type Memory<T> = { state: T; scrollY: number };

/**
 * State of a list that survives leaving the page and coming Back to it: the
 * server renders `initial`; when this history entry has a remembered state
 * (the visitor loaded more, opened an item, pressed Back) it is restored
 * along with the scroll position. Each entry has its own memory, so a fresh
 * visit from a link starts at the top with the first page.
 */
export function useEntryMemory<T>(scope: string, initial: T) {
  const [state, setState] = useState(initial);
  const [restoredScroll, setRestoredScroll] = useState<number | null>(null);
  const latest = useRef<Memory<T>>({ state, scrollY: 0 });
  // The state this mount started from: the server's page, nothing to remember.
  const started = useRef(state);

  // Before paint on mount, so the restored items show at once.
  useLayoutEffect(() => {
    const memory = readEntryMemory<Memory<T>>(scope);
    if (!memory) return;
    // What is remembered stays as it is until the visitor scrolls or loads
    // more: the list can be mounted twice on Back, and a first mount replaced
    // before its scroll was read must not leave its first page and a scroll of
    // 0 in the memory, which the second mount would restore.
    latest.current = memory;
    // Read after mount, not while rendering: the server rendered `initial`,
    // and hydration must see the same.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring from sessionStorage
    setState(memory.state);
    setRestoredScroll(memory.scrollY);
  }, [scope]);

  // Once the restored items are on the page, go back to where the visitor was.
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
