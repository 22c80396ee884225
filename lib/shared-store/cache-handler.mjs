// Next's page and data cache (ISR pages, route handler responses,
// unstable_cache reads) when REDIS_URL is set (next.config.ts): in Redis,
// shared by every instance of the site, so that a page rendered or
// revalidated through one instance is what all of them serve. Without
// REDIS_URL Next keeps its own cache in `.next`, as a single process should.
//
// @fortedigital/nextjs-cache-handler, the maintained successor of
// @neshca/cache-handler: it supports Next 16's incremental cache (pages,
// unstable_cache, revalidateTag with a profile, revalidatePath), which is all
// this site uses; it does not cover 'use cache' (cacheHandlers), which the
// site does not use (lib/agency-api/cache.ts says why).
//
// Reads try Redis first and this process's memory (an LRU) only when Redis
// fails; writes and revalidations go to both. So while Redis is away each
// instance serves and revalidates its own copies, and once it is back they
// all read the shared ones again.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { COMMAND_TIMEOUT_MS, connectSharedStore } from './redis-client.mjs';
import { registerCacheHandlers } from './shared-cache.mjs';

CacheHandler.onCreation(async ({ buildId }) => {
  const local = createLruHandler();
  // The client the server's start created (it waited for the connection
  // then): no wait here, or a first page while Redis is away would wait too.
  const client = await connectSharedStore(0);
  if (!client) return { handlers: [local] };
  const shared = createRedisHandler({
    client,
    // Each build its own entries: pages of a previous build name script
    // files the new one no longer has.
    keyPrefix: `site:${buildId ?? 'unknown'}:`,
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
  registerCacheHandlers([shared, local]);
  return { handlers: [shared, local] };
});

export default CacheHandler;
