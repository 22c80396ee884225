/** The part of the Network Information API the prefetch decision reads. */
type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

// On these links a prefetch competes with what the visitor is loading now.
const SLOW_TYPES = new Set(['slow-2g', '2g']);

/**
 * Prefetching spends bandwidth on pages that may never be opened, so it is
 * skipped for visitors who asked to save data or are on a very slow link.
 * Browsers without the API (Safari, Firefox) keep prefetching.
 */
export function shouldPrefetch(connection?: ConnectionInfo): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && SLOW_TYPES.has(connection.effectiveType));
}

/** navigator.connection where it exists (Chromium), nothing on the server. */
export function readConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
