import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

// Messages of webpack, Turbopack and the browsers' native dynamic import when
// a code chunk cannot be fetched (typically after a new deployment removed it).
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk|ChunkLoadError|Failed to (fetch dynamically imported module|load chunk)|Importing a module script failed/;

// A chunk's address as the bundlers and browsers write it into those messages.
const CHUNK_URL = /(?:https?:\/\/[^\s"')]+)?\/_next\/static\/[^\s"')]+/;

// After the visitor started to leave, failures are the browser cancelling the page's loads (Firefox
// and WebKit fire `error` on the scripts still downloading), not a deployment. A leaving that did
// not happen (a link that turned out a download) stops counting after this.
const LEAVING_MS = 10_000;

type GuardedWindow = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location' | 'fetch'>;

function chunkFailure(reason: unknown): { url: string | null } | null {
  const text =
    typeof reason === 'string'
      ? reason
      : typeof reason === 'object' && reason !== null
        ? String((reason as { message?: unknown }).message ?? '')
        : null;
  if (text === null) return null;
  const named = typeof reason === 'object' && reason !== null && 'name' in reason;
  if (!CHUNK_MESSAGE.test(text) && !(named && (reason as Error).name === 'ChunkLoadError'))
    return null;
  return { url: CHUNK_URL.exec(text)?.[0] ?? null };
}

// Reloads once when a code chunk is gone (after a deployment); at most once per guard period,
// so a lasting failure cannot loop. instrumentation-client.ts installs it before any hydration.
export function installChunkReloadGuard(win: GuardedWindow): void {
  let leavingAt = -Infinity;
  let reloading = false;
  const leaving = () => Date.now() - leavingAt < LEAVING_MS;
  const markLeaving = () => (leavingAt = Date.now());
  win.addEventListener('beforeunload', markLeaving);
  win.addEventListener('pagehide', markLeaving);
  // Back from the back/forward cache: the page is shown again.
  win.addEventListener('pageshow', () => (leavingAt = -Infinity));

  const reloadOnce = () => {
    if (reloading || leaving()) return;
    // Without storage (it throws) the guard cannot hold: no reload.
    try {
      // NaN without a stamp: no comparison holds.
      const elapsed = Date.now() - Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? NaN);
      if (elapsed >= 0 && elapsed < CHUNK_RELOAD_GUARD_MS) {
        console.warn('Chunk load failed again shortly after a reload; not reloading.');
        return;
      }
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      return;
    }
    reloading = true;
    win.location.reload();
  };

  // Only a chunk the server says is gone (404 or 410) is a deployment's doing. A failure
  // with no answer (offline, a load the browser cancelled) is left alone: a reload would not help.
  const reloadIfGone = async (url: string | null) => {
    if (leaving()) return;
    if (url === null) return reloadOnce();
    try {
      const answer = await win.fetch(url, { method: 'HEAD', cache: 'no-store' });
      if (answer.status === 404 || answer.status === 410) reloadOnce();
    } catch {
      // Unanswered: nothing proves the chunk is gone.
    }
  };

  // Load errors of <script> do not bubble: listen in the capture phase.
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target && target.tagName === 'SCRIPT') {
        if (target.src.includes('/_next/static/chunks/')) void reloadIfGone(target.src);
        return;
      }
      const failure = chunkFailure((event as ErrorEvent).error);
      if (failure) void reloadIfGone(failure.url);
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event) => {
    const failure = chunkFailure((event as PromiseRejectionEvent).reason);
    if (failure) void reloadIfGone(failure.url);
  });
}
