/** requestIdleCallback is missing in Safari: a timer stands in. */
export function whenIdle(run: () => void, timeoutMs?: number): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, timeoutMs ? { timeout: timeoutMs } : undefined);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}
