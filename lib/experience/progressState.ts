/**
 * idle: no navigation under way. pending: a navigation started but is still
 * within the throttle, so nothing is shown yet. loading: the bar trickles.
 * failed: the bar turns red.
 */
export type ProgressState = 'idle' | 'pending' | 'loading' | 'failed';

/**
 * start: a click or history move towards another page. reveal: the throttle
 * elapsed. finish: the URL changed. fail: the next page could not be loaded.
 * settle: the red bar has been shown long enough.
 */
export type ProgressEvent = 'start' | 'reveal' | 'finish' | 'fail' | 'settle';

export function nextProgressState(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    case 'start':
      // A bar already on screen keeps going rather than vanishing for 200 ms.
      return state === 'loading' ? 'loading' : 'pending';
    case 'reveal':
      return state === 'pending' ? 'loading' : state;
    case 'finish':
      // A navigation faster than the throttle never shows the bar; a failure
      // stays red even though the error page came with a new URL.
      return state === 'failed' ? 'failed' : 'idle';
    case 'fail':
      return 'failed';
    case 'settle':
      return state === 'failed' ? 'idle' : state;
  }
}

/** How long the red bar stays before it fades. */
export const PROGRESS_FAILED_MS = 3000;

/**
 * How long each move of the bar takes. nprogress queues its moves, so a
 * trickle step must not be shorter than a move.
 */
export const PROGRESS_STEP_MS = 200;

/** Where nprogress starts the bar, and where it should be after the duration. */
const START = 0.08;
const TARGET = 0.9;

/**
 * nprogress 0.2 moves the bar by a random share (0 to the rate) at each
 * trickle step, half the rate on average. The rate that brings the bar from
 * its start to 90% of the width in `durationMs`, on average.
 */
export function trickleRate(durationMs: number, stepMs: number = PROGRESS_STEP_MS): number {
  const steps = durationMs / stepMs;
  return (2 * (TARGET - START)) / steps;
}
