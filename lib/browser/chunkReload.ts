import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

// Messages of webpack, Turbopack and the browsers' native dynamic import when
// a code chunk cannot be fetched (typically after a new deployment removed it).
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk|ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed/;

type GuardedWindow = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>;

// Reloads once when a code chunk is gone (after a deployment); at most once per guard period,
// so a lasting failure cannot loop. instrumentation-client.ts installs it before any hydration.
export function installChunkReloadGuard(win: GuardedWindow): void {
  const isChunkLoadError = (reason: unknown): boolean => {
    if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
    if (typeof reason !== 'object' || reason === null) return false;
    const { name, message } = reason as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError') return true;
    return typeof message === 'string' && CHUNK_MESSAGE.test(message);
  };
  const reloadOnce = () => {
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
    win.location.reload();
  };
  // Load errors of <script> do not bubble: listen in the capture phase.
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target && target.tagName === 'SCRIPT') {
        if (target.src.includes('/_next/static/chunks/')) reloadOnce();
      } else if (isChunkLoadError((event as ErrorEvent).error)) reloadOnce();
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadOnce();
  });
}
