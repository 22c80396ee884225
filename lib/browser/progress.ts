import NProgress from 'nprogress';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@/lib/constants';

// How each move of the bar is timed: nprogress queues its moves, so a trickle
// step is never shorter than a move.
const STEP_MS = 200;
const PROGRESS_FAILED_MS = 3000;
// A failure reported this soon after a navigation ended belongs to it: the
// error view mounts in the commit that ends the navigation, which the page
// fade (a view transition) and a busy phone can hold back past a second.
const FAILURE_WINDOW_MS = 3000;

// nprogress 0.2 moves the bar by a random share (0 to the rate) at each step:
// this rate brings it from 8% to about 90% of the width over the duration.
const trickleRate = (2 * (0.9 - 0.08)) / (PROGRESS_DURATION_MS / STEP_MS);

let active = 0;
let revealTimer: ReturnType<typeof setTimeout> | undefined;
let completeTimer: ReturnType<typeof setTimeout> | undefined;
let endedAt = Number.NEGATIVE_INFINITY;
let failedUntil = Number.NEGATIVE_INFINITY;

// trickleRate is the setting nprogress 0.2 reads; its types list later ones.
NProgress.configure({
  showSpinner: false,
  speed: STEP_MS,
  trickleSpeed: STEP_MS,
  trickleRate,
} as Partial<NProgress.NProgressOptions>);

const failing = () => performance.now() < failedUntil;

// The failure is drawn by a mark on the document, not on nprogress's element: a bar
// completing when the failure is reported is faded out and removed by nprogress's queue
// with whatever was drawn on it, and the red bar is a new element.
const markFailed = (failed: boolean) => {
  if (failed) document.documentElement.dataset.navigation = 'failed';
  else delete document.documentElement.dataset.navigation;
};

/** The bar shows once a navigation outlasts the throttle, and completes when the last one ends. */
export function beginNavigation(): () => void {
  active += 1;
  clearTimeout(completeTimer);
  if (active === 1 && !failing()) {
    clearTimeout(revealTimer);
    revealTimer = setTimeout(() => {
      if (active === 0 || failing()) return;
      markFailed(false);
      // Still on screen from a navigation that just ended: it goes on, with one trickle.
      if (!NProgress.isStarted()) NProgress.start();
    }, PROGRESS_THROTTLE_MS);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active -= 1;
    if (active > 0) return;
    endedAt = performance.now();
    clearTimeout(revealTimer);
    // One step later: the view the navigation ends on reports a failure from its first
    // effects, and the bar then turns red where it is rather than completing first.
    completeTimer = setTimeout(() => active === 0 && !failing() && NProgress.done(), STEP_MS);
  };
}

/** The bar goes full and red for a moment; a page opened directly had no navigation, so no bar. */
export function failNavigation(): void {
  if (active === 0 && performance.now() - endedAt > FAILURE_WINDOW_MS) return;
  clearTimeout(revealTimer);
  clearTimeout(completeTimer);
  failedUntil = Number.POSITIVE_INFINITY;
  showFailure();
}

function showFailure() {
  // A completed bar is still fading out: nprogress removes it at the end, so the red one follows.
  if (NProgress.status === null && NProgress.isRendered()) {
    setTimeout(showFailure, STEP_MS);
    return;
  }
  failedUntil = performance.now() + PROGRESS_FAILED_MS;
  markFailed(true);
  if (!NProgress.isStarted()) NProgress.start();
  NProgress.set(0.994);
  setTimeout(() => {
    NProgress.done();
    // The mark goes with the bar, once nprogress has faded it out.
    setTimeout(() => !failing() && markFailed(false), STEP_MS * 3);
  }, PROGRESS_FAILED_MS);
}
