// autocannon (programmatic) with a compact summary of what the reports show.
import autocannon from 'autocannon';

/**
 * Runs autocannon on 127.0.0.1 only. `requests` (optional) is a list of
 * {method, path, headers, body} that every connection cycles through.
 */
export async function cannon({ url, connections, duration, requests, headers, method, body }) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}`);
  const options = { url, connections, duration, requests, headers, method, body, timeout: 10 };
  // autocannon reads a key that is present but undefined as a value.
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  const result = await autocannon(options);
  return summarize(result);
}

export function summarize(result) {
  return {
    connections: result.connections,
    duration_s: result.duration,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
    mismatches: result.mismatches,
    throughput_bytes_s: Math.round(result.throughput.average),
  };
}
