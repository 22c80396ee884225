// Whether the agency API answers: the proxy asks before a page that needs it (503 page instead of
// a failed render), reads ask after a call got no answer so they fail at once. A HEAD of the base
// address; any answer under 500 is up. On globalThis, shared by the proxy's and pages' bundles.

import { DEFAULT_API_URL } from '@/lib/constants';

const TIMEOUT_MS = 1_500;
/** A "no answer" is believed this long without asking again (a hung API costs TIMEOUT_MS a probe). */
const DOWN_TRUSTED_MS = 1_000;

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

type State = { probe: Promise<boolean> | null; downAt: number | null };
const state = ((globalThis as { __agencyApiReachability?: State }).__agencyApiReachability ??= {
  probe: null,
  downAt: null,
});

const answers = (url: string): Promise<boolean> =>
  fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
    (response) => response.status < 500,
    () => false,
  );

// An "up" is never reused (a request once the API is gone asks again); concurrent callers share
// the probe in flight.
export function agencyApiAnswers(
  vars: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<boolean> {
  if (state.downAt !== null && now - state.downAt < DOWN_TRUSTED_MS) return Promise.resolve(false);
  state.probe ??= Promise.all(
    [...new Set([vars.MAIN_API_URL || DEFAULT_API_URL, vars.PANEL_API_URL || DEFAULT_API_URL])].map(
      answers,
    ),
  )
    .then((all) => all.every(Boolean))
    .then((up) => {
      state.downAt = up ? null : Date.now();
      return up;
    })
    .finally(() => {
      state.probe = null;
    });
  return state.probe;
}

export function reportNoAnswer(now = Date.now()) {
  state.downAt = now;
}

/** For the reads: false at no cost while no call failed; after one, the probe's answer. */
export async function agencyApiKnownDown(
  vars: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  return state.downAt !== null && !(await agencyApiAnswers(vars));
}
