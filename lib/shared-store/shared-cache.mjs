// The handlers of the shared page and data cache (cache-handler.mjs), found by
// the site's own routes through globalThis: Next loads the cache handler
// outside the app's bundles.
const KEY = Symbol.for('agency-site.shared-cache-handlers');

export function registerCacheHandlers(handlers) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[KEY] = handlers;
}

/**
 * Expires the tags in the shared cache before the caller answers. Next's own
 * revalidateTag in a route handler runs after the response is sent, so
 * without this the agency could be told "revalidated" and, reading the page
 * at once through another instance, still get the old one.
 */
export async function expireTagsNow(tags) {
  const handlers = /** @type {Record<symbol, any>} */ (globalThis)[KEY];
  if (!Array.isArray(handlers)) return;
  for (const tag of tags)
    await Promise.allSettled(handlers.map((handler) => handler.revalidateTag(tag)));
}
