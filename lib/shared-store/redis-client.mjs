// The one Redis connection of a site process, shared by the page and data
// cache (cache-handler.mjs, loaded by Next outside the app's bundles) and the
// form limits (lib/server/rate-limit.ts, inside them): both find it
// on globalThis, so a process holds one connection whichever loaded it first.
//
// Redis is optional (REDIS_URL). While it is away every command fails at
// once instead of waiting in a queue, so that the callers fall back to this
// process's memory without making a visitor wait; the client keeps
// reconnecting in the background and the callers use Redis again as soon as
// it is back.
//
// The Redis client library is loaded only when REDIS_URL is set (by
// connectSharedStore, when the server starts): a single process does not
// carry it.

const KEY = Symbol.for('agency-site.shared-store');
const KEY_CREATING = Symbol.for('agency-site.shared-store.creating');
/** How long a command may take before the caller gives up on Redis for it. */
export const COMMAND_TIMEOUT_MS = 500;

const holder = /** @type {Record<symbol, any>} */ (globalThis);

/** The process's state once connectSharedStore has run, else null. */
function state() {
  return holder[KEY] ?? null;
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

/** Whether this process is to use Redis: REDIS_URL, and not `next build`. */
function wanted() {
  // `next build` renders pages too: they go to the build's own files, never
  // to a Redis that a running site serves from.
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
}

async function create(url) {
  const { createClient } = await import('redis');
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

/** The process's Redis client, or null without REDIS_URL (and before the server started). */
export function sharedStoreClient() {
  return state()?.client ?? null;
}

/** 'off' without REDIS_URL, else whether Redis answers right now. */
export function sharedStoreStatus() {
  if (!wanted()) return 'off';
  return state()?.client?.isReady ? 'connected' : 'unavailable';
}

/**
 * Creates the client and opens the connection (once per process: when the
 * server starts, and from the cache handler, whichever comes first), waiting
 * at most `timeoutMs` for it: an instance that comes up with Redis serves the
 * shared pages from its first request; one that comes up without it starts
 * from memory and keeps trying.
 */
export async function connectSharedStore(timeoutMs = 2_000) {
  if (!wanted()) return null;
  holder[KEY_CREATING] ??= create(process.env.REDIS_URL).then((shared) => {
    holder[KEY] = shared;
    return shared;
  });
  const { client } = await holder[KEY_CREATING];
  if (!client.isReady) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
  return client;
}
