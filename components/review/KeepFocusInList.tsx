'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The board's talents, where focus survives a talent leaving the list: under "not yet marked by
 * me" a saved mark takes its talent away, and a teammate's mark can do it under the other
 * filters. When the element that had focus is gone with it, focus goes to the name of the talent
 * now in its place (the next one, else the last), or to the list's empty message, instead of the
 * page's top.
 */
export function KeepFocusInList({ children }: { children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    const entries = () => [...root.querySelectorAll<HTMLElement>('[data-board-entry]')];
    let focused: { element: Element; index: number } | null = null;
    const onFocus = (event: FocusEvent) => {
      const element = event.target as Element;
      const entry = element.closest('[data-board-entry]');
      focused = { element, index: entry ? entries().indexOf(entry as HTMLElement) : -1 };
    };
    const observer = new MutationObserver(() => {
      // Only focus that the update itself took away: never one the visitor moved elsewhere.
      if (!focused || focused.element.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const list = entries();
      const entry = list[Math.min(Math.max(focused.index, 0), list.length - 1)];
      // The talent's name (its heading), else the list's empty message.
      const next = entry
        ? entry.querySelector<HTMLElement>('h2')
        : root.querySelector<HTMLElement>('[data-board-empty]');
      focused = null;
      next?.focus();
    });
    root.addEventListener('focusin', onFocus);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener('focusin', onFocus);
      observer.disconnect();
    };
  }, []);
  return <div ref={region}>{children}</div>;
}
