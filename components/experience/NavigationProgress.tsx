'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useReducer } from 'react';
import { PROGRESS_THROTTLE_MS } from '@/lib/constants';
import { nextProgressState } from '@/lib/experience/progressState';
import { PROGRESS_DONE_MS, PROGRESS_FAILED_MS } from '@/lib/experience/transition';
import { ProgressBar } from './ProgressBar';
import { useNavigationStart } from './useNavigationStart';
import { useRscFailure } from './useRscFailure';

// How long each state lasts before the next one, when nothing else happens.
const TIMERS = {
  pending: ['reveal', PROGRESS_THROTTLE_MS],
  done: ['settle', PROGRESS_DONE_MS],
  failed: ['settle', PROGRESS_FAILED_MS],
} as const;

function Progress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const key = search ? `${pathname}?${search}` : pathname;
  const [state, dispatch] = useReducer(nextProgressState, 'idle');

  useNavigationStart(() => dispatch('start'), key);
  useRscFailure(() => dispatch('fail'));
  // The router commits the new URL once the next page is rendered.
  useEffect(() => dispatch('finish'), [key]);
  useEffect(() => {
    if (!(state in TIMERS)) return;
    const [event, delay] = TIMERS[state as keyof typeof TIMERS];
    const timer = window.setTimeout(() => dispatch(event), delay);
    return () => window.clearTimeout(timer);
  }, [state]);

  return <ProgressBar state={state} />;
}

/**
 * The navigation progress bar. Reading the query string opts the subtree out
 * of static rendering, hence the boundary: the bar has nothing to show in the
 * server's HTML anyway.
 */
export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <Progress />
    </Suspense>
  );
}
