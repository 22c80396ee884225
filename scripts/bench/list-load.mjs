// Requests per second of the talent list against a talent profile, in one
// load run: the same connections and duration, one page after the other,
// each after a short unrecorded warm-up.
import { cannon } from './cannon.mjs';

// Browsers ask for compressed pages; so does the load.
const HEADERS = { 'accept-encoding': 'gzip' };

export async function compareListProfile(site, pages, { connections = 100, duration = 20 } = {}) {
  const runs = [];
  for (const page of ['list', 'profile']) {
    const url = site + pages[page];
    await cannon({ url, connections, duration: 3, headers: HEADERS });
    const result = await cannon({ url, connections, duration, headers: HEADERS });
    // autocannon counts a timeout among its errors too.
    const failures = result.errors + result.non2xx;
    runs.push({ page, path: pages[page], ...result, failures });
    console.log(
      `  ${page}: ${result.rps} requests/s, p50 ${result.latency_ms.p50} ms, p99 ${result.latency_ms.p99} ms, ` +
        `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`,
    );
  }
  const [list, profile] = runs;
  return {
    connections,
    duration_s: duration,
    runs,
    ratio_pct: Math.round((list.rps / profile.rps) * 1000) / 10,
  };
}
