/**
 * Runs `run` at the browser's next idle moment (at the latest after
 * `timeoutMs`); where requestIdleCallback is missing (Safari), soon after.
 * Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs?: number): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, timeoutMs ? { timeout: timeoutMs } : undefined);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}
