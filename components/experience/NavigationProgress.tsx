'use client';

import type NProgressType from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useReducer } from 'react';
import { whenIdle } from '@/lib/experience/whenIdle';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@/lib/constants';
import {
  nextProgressState,
  PROGRESS_FAILED_MS,
  PROGRESS_STEP_MS,
  trickleRate,
  type ProgressState,
} from '@/lib/experience/progressState';
import { useNavigationStart } from './useNavigationStart';
import { useRscFailure } from './useRscFailure';

// What ends each state when nothing else happens first.
const TIMERS = {
  pending: ['reveal', PROGRESS_THROTTLE_MS],
  failed: ['settle', PROGRESS_FAILED_MS],
} as const;

// trickleRate is the setting nprogress 0.2 reads; its published types list
// the later trickle options only.
const SETTINGS = {
  showSpinner: false,
  speed: PROGRESS_STEP_MS,
  trickleSpeed: PROGRESS_STEP_MS,
  trickleRate: trickleRate(PROGRESS_DURATION_MS),
} as Partial<NProgressType.NProgressOptions>;

// nprogress is loaded when the browser is first idle (or at the first
// navigation, whichever comes first): the bar is never needed to paint a page,
// and a navigation reveals it only after the throttle, by when it is here.
let bar: Promise<typeof NProgressType> | null = null;
function loadBar() {
  bar ??= import('nprogress').then((module) => {
    const NProgress = module.default;
    NProgress.configure(SETTINGS);
    return NProgress;
  });
  return bar;
}

/** Puts the state on screen; nprogress draws, trickles and fades the bar. */
function show(state: ProgressState) {
  // Idle with nprogress not loaded yet: no bar was ever drawn, nothing to end.
  if (state === 'idle' && bar === null) return;
  // Calls resolve in order: each waits on the same load.
  void loadBar().then((NProgress) => draw(NProgress, state));
}

function draw(NProgress: typeof NProgressType, state: ProgressState) {
  if (state === 'loading') {
    NProgress.start();
    document.getElementById('nprogress')?.classList.remove('failed');
  } else if (state === 'failed') {
    // Full width and red, whether or not the throttle had revealed it.
    NProgress.start().set(0.994);
    document.getElementById('nprogress')?.classList.add('failed');
  } else {
    // Completes and fades a bar on screen; nothing when none was shown.
    NProgress.done();
  }
}

function Progress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const key = search ? `${pathname}?${search}` : pathname;
  const [state, dispatch] = useReducer(nextProgressState, 'idle');

  useEffect(() => {
    const cancelIdle = whenIdle(() => void loadBar());
    return () => {
      cancelIdle();
      // Only a bar that was loaded can be on screen.
      if (bar) void bar.then((NProgress) => NProgress.remove());
    };
  }, []);
  useNavigationStart(() => dispatch('start'), key);
  useRscFailure(() => dispatch('fail'));
  // The router commits the new URL once the next page is rendered.
  useEffect(() => dispatch('finish'), [key]);
  useEffect(() => {
    show(state);
    if (!(state in TIMERS)) return;
    const [event, delay] = TIMERS[state as keyof typeof TIMERS];
    const timer = window.setTimeout(() => dispatch(event), delay);
    return () => window.clearTimeout(timer);
  }, [state]);

  return null;
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
