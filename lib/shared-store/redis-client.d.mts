import type { RedisClientType } from 'redis';

/** How long a command may take before the caller gives up on Redis for it. */
export const COMMAND_TIMEOUT_MS: number;
/** Where a REDIS_URL points, without its credentials. */
export function describeRedisUrl(url: string): string;
/** The process's Redis client, or null without REDIS_URL (and before the server started). */
export function sharedStoreClient(): RedisClientType | null;
/** 'off' without REDIS_URL, else whether Redis answers right now. */
export function sharedStoreStatus(): 'off' | 'connected' | 'unavailable';
/** Creates the client and opens the connection (once), waiting at most `timeoutMs` for it. */
export function connectSharedStore(timeoutMs?: number): Promise<RedisClientType | null>;
