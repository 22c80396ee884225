'use client';

import { lazy, Suspense, use, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { PENDING_ATTRIBUTE, releaseEarlyTaps } from '@/lib/experience/earlyTaps';

/** Rendered after the part inside its boundary: its effect runs once the part has hydrated. */
function Hydrated({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) releaseEarlyTaps(window, part.current);
  }, [part]);
  return null;
}

/**
 * A client component whose code is not in the page's first load. The server
 * renders it whole; in the browser React keeps that HTML on screen and
 * hydrates it as soon as its code, requested during hydration, has arrived.
 * A tap on it meanwhile is held and given to it then (lib/experience/earlyTaps.ts).
 *
 * Only for small parts: React streams a boundary of over 500 bytes to the
 * end of the document (hidden until a script moves it), which a page read
 * without JavaScript would not show; tests/e2e/deferred-hydration.spec.ts
 * checks that no page has one.
 */
export function lazyHydrated<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // On the server the code is loaded at once and waited for outside the
  // boundary, so the part is rendered where it stands.
  const onServer = typeof window === 'undefined' ? load() : null;
  function Deferred(props: P) {
    const Loaded = onServer ? use(onServer) : null;
    const part = useRef<HTMLDivElement>(null);
    return (
      <div ref={part} className="contents" {...{ [PENDING_ATTRIBUTE]: '' }}>
        <Suspense fallback={null}>
          {/* Loaded is the one component the module exports, the same on every render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
          <Hydrated part={part} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
