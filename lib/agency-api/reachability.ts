// Whether the agency API answers: the proxy asks before a page that needs it (503 page instead of
// a failed render), reads ask after a call got no answer so they fail at once. A HEAD of the base
// address; any answer under 500 is up. On globalThis, shared by the proxy's and pages' bundles.

import { DEFAULT_API_URL } from '@/lib/constants';

const TIMEOUT_MS = 1_500;
/** A "no answer" is believed this long without asking again (a hung API costs TIMEOUT_MS a probe). */
const DOWN_TRUSTED_MS = 1_000;

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

type Probe = { seq: number; answer: Promise<boolean> };
/** probes and noAnswers count events, so "during a probe" does not hang on a clock's resolution. */
type State = { probe: Probe | null; probes: number; noAnswers: number; downAt: number | null };
const state = ((globalThis as { __agencyApiReachability?: State }).__agencyApiReachability ??= {
  probe: null,
  probes: 0,
  noAnswers: 0,
  downAt: null,
});

const answers = (url: string): Promise<boolean> =>
  fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
    (response) => response.status < 500,
    () => false,
  );

// An "up" is never reused, and only one from a probe begun after the caller asked counts: a probe
// under way when the API went (it may still answer while shutting down) said "up" for a moment
// already past, and a page rendered on it failed with a 500. Callers share the probe in flight
// for its "down"; for its "up" they share the next one.
export function agencyApiAnswers(
  vars: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<boolean> {
  if (state.downAt !== null && now - state.downAt < DOWN_TRUSTED_MS) return Promise.resolve(false);
  return answersSince(state.probes, vars);
}

function answersSince(asked: number, vars: Record<string, string | undefined>): Promise<boolean> {
  const probe = state.probe;
  if (!probe) return startProbe(vars).answer;
  if (probe.seq > asked) return probe.answer;
  return probe.answer.then((up) => up && answersSince(asked, vars));
}

function startProbe(vars: Record<string, string | undefined>): Probe {
  const seq = ++state.probes;
  const noAnswers = state.noAnswers;
  const urls = new Set([
    vars.MAIN_API_URL || DEFAULT_API_URL,
    vars.PANEL_API_URL || DEFAULT_API_URL,
  ]);
  const answer = Promise.all([...urls].map(answers)).then((all) => {
    state.probe = null;
    // A call that got no answer while this probe was out is later news than its "up".
    const up = all.every(Boolean) && state.noAnswers === noAnswers;
    state.downAt = up ? null : Date.now();
    return up;
  });
  state.probe = { seq, answer };
  return state.probe;
}

export function reportNoAnswer(now = Date.now()) {
  state.noAnswers += 1;
  state.downAt = now;
}

/** For the reads: false at no cost while no call failed; after one, the probe's answer. */
export async function agencyApiKnownDown(
  vars: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  return state.downAt !== null && !(await agencyApiAnswers(vars));
}
