// The one Redis connection of a site process, shared by the page and data
// cache (cache-handler.mjs, loaded by Next outside the app's bundles) and the
// form limits (lib/route-handlers/rate-limit.ts, inside them): both find it
// on globalThis, so a process holds one connection whichever loaded it first.
//
// Redis is optional (REDIS_URL). While it is away every command fails at
// once instead of waiting in a queue, so that the callers fall back to this
// process's memory without making a visitor wait; the client keeps
// reconnecting in the background and the callers use Redis again as soon as
// it is back.
import { createClient } from 'redis';

const KEY = Symbol.for('agency-site.shared-store');
/** How long a command may take before the caller gives up on Redis for it. */
export const COMMAND_TIMEOUT_MS = 500;

function state() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis);
  if (!holder[KEY]) holder[KEY] = create(process.env.REDIS_URL);
  return holder[KEY];
}

/** One JSON line for the operator, like the site's other logs (no visitor data). */
function log(level, event, detail = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...detail });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** Where a REDIS_URL points, without its credentials. */
export function describeRedisUrl(url) {
  try {
    const { protocol, hostname, port, pathname } = new URL(url);
    return `${protocol}//${hostname}${port ? `:${port}` : ''}${pathname.length > 1 ? pathname : ''}`;
  } catch {
    return 'an unreadable REDIS_URL';
  }
}

function create(url) {
  // `next build` renders pages too: they go to the build's own files, never
  // to a Redis that a running site serves from.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    return { client: null, available: false, reported: false };
  }
  // `available` is what was last reported, so that an outage is logged once.
  const shared = { client: null, available: false, reported: false };
  const where = describeRedisUrl(url);
  const client = createClient({
    url,
    // Fail fast while disconnected: the caller falls back to memory.
    disableOfflineQueue: true,
    // Notices a Redis that went away without closing the connection.
    pingInterval: 5_000,
    socket: {
      connectTimeout: 2_000,
      // Forever, at most every 2 s: a Redis that comes back is used again.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  client.on('ready', () => {
    if (!shared.available) log('info', 'shared-store-connected', { redis: where });
    shared.available = true;
  });
  // Without a listener an 'error' event would end the process.
  client.on('error', (error) => {
    if (shared.available || !shared.reported) {
      log('error', 'shared-store-unavailable', {
        redis: where,
        error: error?.name ?? 'Error',
        cause: String(error?.code ?? error?.message ?? '').slice(0, 120),
        fallback: 'this process’s memory',
      });
    }
    shared.available = false;
    shared.reported = true;
  });
  client.on('end', () => {
    shared.available = false;
  });
  shared.client = client;
  client.connect().catch(() => {
    // Reported by the 'error' listener; the reconnect strategy keeps trying.
  });
  return shared;
}

/** The process's Redis client, or null without REDIS_URL (and during the build). */
export function sharedStoreClient() {
  return state().client;
}

/** 'off' without REDIS_URL, else whether Redis answers right now. */
export function sharedStoreStatus() {
  const { client } = state();
  if (!client) return 'off';
  return client.isReady ? 'connected' : 'unavailable';
}

/**
 * Opens the connection when the server starts, waiting at most `timeoutMs`
 * for it: an instance that comes up with Redis serves the shared pages from
 * its first request; one that comes up without it starts from memory.
 */
export async function connectSharedStore(timeoutMs = 2_000) {
  const client = sharedStoreClient();
  if (!client || client.isReady) return;
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}
