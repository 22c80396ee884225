import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { sharedStoreClient } from '@/lib/shared-store/redis-client.mjs';
import { clientAddressOf, PEER_ADDRESS_HEADER } from './client-address';
import { peerAddressesRecorded } from './peer-address';
import { jsonError } from './request';

// A per-address limit on the form and PDF endpoints (rate-limiter-flexible):
// with REDIS_URL the count is kept in Redis, so it holds across every
// instance of the site; without it, or while Redis is away, in this process's
// memory (the insurance limiter), which still slows a script down.
const WINDOW_SECONDS = 60;

function limitPerMinute(): number {
  const configured = Number(process.env.FORM_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

// One limiter per limit (the tests start servers with their own).
const limiters = new Map<number, RateLimiterAbstract>();

function limiterFor(points: number): RateLimiterAbstract {
  const existing = limiters.get(points);
  if (existing) return existing;
  const memory = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: 'form' });
  const client = sharedStoreClient();
  const limiter = client
    ? new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        // Not connected: count in memory at once rather than wait.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        points,
        duration: WINDOW_SECONDS,
        keyPrefix: 'site:form-limit',
      })
    : memory;
  limiters.set(points, limiter);
  return limiter;
}

/** A request, or the headers of a Server Action's request (next/headers). */
type WithHeaders = { headers: { get(name: string): string | null } };

type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Records a request and says whether it is within the limit, and if not, when it will be. */
export async function allowRequest(key: string, limit = limitPerMinute()): Promise<Allowance> {
  try {
    await limiterFor(limit).consume(key);
    return { allowed: true };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return { allowed: false, retryAfterSeconds };
    }
    // Neither Redis nor memory could count (should not happen): the visitor
    // is not refused for the site's own failure.
    return { allowed: true };
  }
}

/**
 * The visitor's address: the socket's peer, or with TRUSTED_PROXY_HOPS set,
 * the X-Forwarded-For entry our own proxies wrote (never a client-written one).
 */
export function clientAddress(request: WithHeaders): string {
  return clientAddressOf({
    peer: peerAddressesRecorded() ? request.headers.get(PEER_ADDRESS_HEADER) : null,
    forwardedFor: request.headers.get('x-forwarded-for'),
    trustedHops: env.TRUSTED_PROXY_HOPS,
  });
}

/** 429 (with Retry-After) when this address has asked for too many of these lately (the PDFs). */
export async function rateLimited(
  request: WithHeaders,
  kind: string,
  locale: Locale,
): Promise<Response | null> {
  const allowance = await allowRequest(`${kind}:${clientAddress(request)}`);
  if (allowance.allowed) return null;
  const retryAfter = String(allowance.retryAfterSeconds);
  return jsonError(429, locale, 'tooManyRequests', { 'Retry-After': retryAfter });
}
