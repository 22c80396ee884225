'use client';

import { useEffect, useRef } from 'react';
import { isFailedRscStatus, isNavigationRscRequest } from '@/lib/experience/rscRequest';

/**
 * Calls onFailure when the router's request for the next page's payload fails
 * (network error or server error). Next.js then falls back to a full page
 * load, so this is the moment to tell the visitor something went wrong.
 * fetch is wrapped because the router exposes no failure event; the router
 * looks fetch up on window at each call, so the wrapper sees every request.
 */
export function useRscFailure(onFailure: () => void): void {
  const callback = useRef(onFailure);
  useEffect(() => {
    callback.current = onFailure;
  });
  useEffect(() => {
    const original = window.fetch;
    const watched: typeof window.fetch = async (input, init) => {
      if (!isNavigationRscRequest(init)) return original(input, init);
      try {
        const response = await original(input, init);
        if (isFailedRscStatus(response.status)) callback.current();
        return response;
      } catch (error) {
        // An aborted request is a navigation replaced by another, not a failure.
        if (!init?.signal?.aborted) callback.current();
        throw error;
      }
    };
    window.fetch = watched;
    return () => {
      // Only undo our own wrapper: someone may have wrapped fetch after us.
      if (window.fetch === watched) window.fetch = original;
    };
  }, []);
}
