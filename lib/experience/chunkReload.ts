import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';

/** sessionStorage key holding the time of the last reload caused by a chunk failure. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

// Messages of webpack, Turbopack and the browsers' native dynamic import when
// a code chunk cannot be fetched (typically after a new deployment removed it).
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk|ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed/;

/**
 * A reload fetches the new deployment's chunks, but if the failure persists a
 * reload loop would lock the visitor out: at most one reload per guard period.
 * A stamp in the future (clock set back) does not block, so the guard cannot
 * hold forever; the reload then stores a fresh stamp, which does.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS;
}

/** Reads the stored stamp; anything unreadable counts as "never reloaded". */
export function parseReloadStamp(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Whether the reason of an unhandled rejection is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGE.test(message);
}

/** Whether a script URL is one of Next's code chunks (not a third-party script). */
export function isChunkScriptUrl(src: string): boolean {
  return src.includes('/_next/static/chunks/');
}
