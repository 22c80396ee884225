import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { sharedStoreClient } from '@/lib/shared-store/redis-client.mjs';
import { clientAddressOf, PEER_ADDRESS_HEADER } from './client-address';
import { peerAddressesRecorded } from './peer-address';

// Per address, on the form and PDF endpoints: in Redis with REDIS_URL, so it holds across
// instances; without it, or while Redis is away, in this process's memory.
const WINDOW_SECONDS = 60;

function configuredLimit(variable: string, fallback: number): number {
  const configured = Number(process.env[variable]);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
}

const limitPerMinute = () => configuredLimit('FORM_RATE_LIMIT', 10);

/**
 * A review board's marks and comments, per address: a team behind one office's address marks a
 * board of talents each within minutes, so they count apart from the forms, with a larger allowance.
 */
export const reviewLimitPerMinute = () => configuredLimit('REVIEW_RATE_LIMIT', 300);

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

export type WithHeaders = { headers: { get(name: string): string | null } };

type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function allowRequest(key: string, limit = limitPerMinute()): Promise<Allowance> {
  try {
    await limiterFor(limit).consume(key);
    return { allowed: true };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return { allowed: false, retryAfterSeconds };
    }
    // Nothing could count (should not happen): the visitor is not refused for the site's failure.
    return { allowed: true };
  }
}

/** Never a client-written X-Forwarded-For entry (client-address.ts). */
export function clientAddress(request: WithHeaders): string {
  return clientAddressOf({
    peer: peerAddressesRecorded() ? request.headers.get(PEER_ADDRESS_HEADER) : null,
    forwardedFor: request.headers.get('x-forwarded-for'),
    trustedHops: env.TRUSTED_PROXY_HOPS,
  });
}
