/** Records the cache handler's handlers for expireTagsNow (cache-handler.mjs). */
export function registerCacheHandlers(handlers: unknown[]): void;
/** Expires the tags in the shared cache before the caller answers (no-op without REDIS_URL). */
export function expireTagsNow(tags: string[]): Promise<void>;
