import 'server-only';

// A per-address limit on the form endpoints, kept in this process's memory:
// enough to slow a script down; a shared store would be needed across servers.
const WINDOW_MS = 60_000;
const hits = new Map<string, number[]>();

function limitPerMinute(): number {
  const configured = Number(process.env.FORM_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

/** Records a request and says whether it is within the limit. */
export function allowRequest(key: string, now = Date.now(), limit = limitPerMinute()): boolean {
  const recent = (hits.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
  if (recent.length >= limit) {
    hits.set(key, recent);
    return false;
  }
  recent.push(now);
  hits.set(key, recent);
  if (hits.size > 10_000) sweep(now);
  return true;
}

function sweep(now: number) {
  for (const [key, times] of hits)
    if (times.every((time) => now - time >= WINDOW_MS)) hits.delete(key);
}

/** The visitor's address as the server in front of us reports it. */
export function clientAddress(request: Request): string {
  return (
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip') ||
    'unknown'
  );
}
