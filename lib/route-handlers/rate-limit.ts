import 'server-only';
import { env } from '@/lib/env';
import { clientAddressOf, PEER_ADDRESS_HEADER } from './client-address';
import { peerAddressesRecorded } from './peer-address';

// A per-address limit on the form and PDF endpoints, kept in this process's
// memory: enough to slow a script down; a shared store would be needed across servers.
const WINDOW_MS = 60_000;
const hits = new Map<string, number[]>();

function limitPerMinute(): number {
  const configured = Number(process.env.FORM_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Records a request and says whether it is within the limit, and if not, when it will be. */
export function allowRequest(key: string, now = Date.now(), limit = limitPerMinute()): Allowance {
  const recent = (hits.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
  if (recent.length >= limit) {
    hits.set(key, recent);
    // The oldest request of the window leaves it first.
    const waitMs = WINDOW_MS - (now - recent[0]!);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  recent.push(now);
  hits.set(key, recent);
  if (hits.size > 10_000) sweep(now);
  return { allowed: true };
}

function sweep(now: number) {
  for (const [key, times] of hits)
    if (times.every((time) => now - time >= WINDOW_MS)) hits.delete(key);
}

/**
 * The visitor's address: the socket's peer, or with TRUSTED_PROXY_HOPS set,
 * the X-Forwarded-For entry our own proxies wrote (never a client-written one).
 */
export function clientAddress(request: Request): string {
  return clientAddressOf({
    peer: peerAddressesRecorded() ? request.headers.get(PEER_ADDRESS_HEADER) : null,
    forwardedFor: request.headers.get('x-forwarded-for'),
    trustedHops: env.TRUSTED_PROXY_HOPS,
  });
}
