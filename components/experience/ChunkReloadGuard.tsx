'use client';

import { useEffect } from 'react';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  isChunkScriptUrl,
  parseReloadStamp,
  shouldReloadAfterChunkError,
} from '@/lib/experience/chunkReload';

// After a deployment the chunks this page was built with are gone: a reload
// fetches the new page and its chunks. The stamp survives the reload so a
// failure that persists cannot turn into a reload loop.
function reloadOnce(): void {
  let last: number | null;
  try {
    last = parseReloadStamp(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Without storage the guard cannot hold: never reload rather than loop.
    return;
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) {
    console.warn('Chunk load failed again shortly after a reload; not reloading.');
    return;
  }
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return;
  }
  window.location.reload();
}

/** Reloads the page once when a code chunk fails to load. Renders nothing. */
export function ChunkReloadGuard() {
  useEffect(() => {
    // Load errors of <script> do not bubble: listen in the capture phase.
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && isChunkScriptUrl(target.src)) reloadOnce();
      else if (event instanceof ErrorEvent && isChunkLoadError(event.error)) reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
