'use client';

import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
import type { TalentGridIslandProps } from './TalentGridIsland';

const TalentGridIsland = lazy(() =>
  import('./TalentGridIsland').then((module) => ({ default: module.TalentGridIsland })),
);

/**
 * The talent list's island, loaded once the page is interactive so that its
 * code stays out of the list's first load. Until then the server HTML works on
 * its own (card links and page links are plain anchors); the favorite buttons
 * pressed in that moment are remembered and pressed again, in order, as soon as the
 * island has wired the grid, so the visitor's clicks are never lost.
 */
export function LazyTalentGridIsland(props: Omit<TalentGridIslandProps, 'onReady'>) {
  const interactive = useAfterLoad();
  const pending = useRef<HTMLElement[]>([]);
  const waiting = useRef(true);
  const { gridId } = props;

  useEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid) return;
    const remember = (event: MouseEvent) => {
      if (!waiting.current || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('button[data-favorite]');
      if (button) pending.current.push(button);
    };
    grid.addEventListener('click', remember);
    return () => grid.removeEventListener('click', remember);
  }, [gridId]);

  const onReady = useCallback(() => {
    if (!waiting.current) return;
    waiting.current = false;
    const presses = pending.current;
    pending.current = [];
    for (const button of presses) button.click();
  }, []);

  if (!interactive) return null;
  return (
    <Suspense fallback={null}>
      <TalentGridIsland {...props} onReady={onReady} />
    </Suspense>
  );
}
