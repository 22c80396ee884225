// Requests per second of the talent list, a profile and a filtered list against
// a cached content page (/sobre-nos), in one load run: the same connections and
// duration, one page after the other, each after a short unrecorded warm-up and
// once the site is idle again.
import { cannon } from './cannon.mjs';

// Browsers ask for compressed pages; so does the load.
const HEADERS = { 'accept-encoding': 'gzip' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `timeoutMs`) until the site answers its health check within
 * 200 ms three times in a row: requests a run left queued (autocannon stops
 * sending, the server goes on rendering) must not slow the next run down.
 */
export async function settle(site, timeoutMs = 60_000) {
  const start = Date.now();
  let quick = 0;
  while (quick < 3 && Date.now() - start < timeoutMs) {
    const sent = performance.now();
    try {
      await fetch(`${site}/api/health`, { signal: AbortSignal.timeout(5000) });
      quick = performance.now() - sent < 200 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(250);
  }
  return Math.round((Date.now() - start) / 100) / 10;
}

/**
 * The pages visitors come for against a cached content page, in one load run: the same connections
 * and duration, one page after the other. `paths` names them; `about` is the reference.
 */
export async function compareWithCachedPage(
  site,
  paths,
  { connections = 100, duration = 20 } = {},
) {
  const runs = [];
  for (const [page, path] of Object.entries(paths)) {
    const url = site + path;
    await settle(site);
    await cannon({ url, connections, duration: 3, headers: HEADERS });
    const settled_s = await settle(site);
    const result = await cannon({ url, connections, duration, headers: HEADERS });
    // autocannon counts a timeout among its errors too.
    const failures = result.errors + result.non2xx;
    runs.push({ page, path, ...result, failures, settled_s });
    console.log(
      `  ${page}: ${result.rps} requests/s, p50 ${result.latency_ms.p50} ms, p99 ${result.latency_ms.p99} ms, ` +
        `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`,
    );
  }
  const about = runs.find((r) => r.page === 'about');
  for (const run of runs) run.ratio_pct = Math.round((run.rps / about.rps) * 1000) / 10;
  return { connections, duration_s: duration, runs };
}
