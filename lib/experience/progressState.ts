/**
 * idle: nothing shown. pending: a navigation started but is still within the
 * throttle, so nothing is shown yet. loading: the bar trickles. done: it
 * completes, then fades. failed: it turns red.
 */
export type ProgressState = 'idle' | 'pending' | 'loading' | 'done' | 'failed';

/**
 * start: a click or history move towards another page. reveal: the throttle
 * elapsed. finish: the URL changed. fail: the next page could not be loaded.
 * settle: the done or failed bar has been shown long enough.
 */
export type ProgressEvent = 'start' | 'reveal' | 'finish' | 'fail' | 'settle';

export function nextProgressState(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    case 'start':
      return 'pending';
    case 'reveal':
      return state === 'pending' ? 'loading' : state;
    case 'finish':
      // A navigation faster than the throttle never shows the bar; a failure
      // stays red even though the error page came with a new URL.
      if (state === 'pending') return 'idle';
      return state === 'loading' ? 'done' : state;
    case 'fail':
      return 'failed';
    case 'settle':
      return state === 'done' || state === 'failed' ? 'idle' : state;
  }
}
