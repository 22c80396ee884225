// Whether the agency API answers at all, asked by the middleware before a
// page that is rendered on each request (a filtered list, a later blog page,
// a shared selection): when it does not, the visitor gets the translated
// "unavailable" page with status 503 and Retry-After, rendered on the server,
// instead of a failed render. Any HTTP answer under 500 counts as up: the
// probe is a HEAD of the API's base address, which any server answers. One
// probe serves every request for two seconds. Not `server-only`: the
// middleware imports it.

/** The reference agency API's address, the default of MAIN_API_URL and PANEL_API_URL. */
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

const FRESH_MS = 2_000;
const TIMEOUT_MS = 1_500;

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

const answers = (url: string): Promise<boolean> =>
  fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
    (response) => response.status < 500,
    () => false,
  );

let last: { at: number; answer: Promise<boolean> } | null = null;

/** Whether both APIs answer, probed at most once every two seconds. */
export function agencyApiAnswers(
  vars: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<boolean> {
  if (last && now - last.at < FRESH_MS) return last.answer;
  const urls = new Set([
    vars.MAIN_API_URL || DEFAULT_API_URL,
    vars.PANEL_API_URL || DEFAULT_API_URL,
  ]);
  const answer = Promise.all([...urls].map(answers)).then((all) => all.every(Boolean));
  last = { at: now, answer };
  return answer;
}
