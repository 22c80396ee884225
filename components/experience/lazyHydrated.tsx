'use client';

import { lazy, Suspense, use, type ComponentType } from 'react';

/**
 * A client component whose code is not in the page's first load. The server
 * renders it whole; in the browser React keeps that HTML on screen and
 * hydrates it as soon as its code, requested during hydration, has arrived.
 *
 * Only for what needs no tap to be right: a link (it works as a plain link
 * until then) or text the server already wrote. If the page updates before
 * the code arrives, React may render the part anew in the browser, and a tap
 * or the focus on it would be lost (a browser test of the unit toggle and of
 * the menu's focus trap saw it once buttons and language links were deferred).
 * And only for small parts: React streams a boundary of over 500 bytes to the
 * end of the document, hidden until a script moves it, which a reader without
 * JavaScript would not see; tests/e2e/deferred-hydration.spec.ts checks that
 * no page has one.
 */
export function lazyHydrated<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // On the server the code is loaded at once and waited for outside the
  // boundary, so the part is rendered where it stands.
  const onServer = typeof window === 'undefined' ? load() : null;
  function Deferred(props: P) {
    const Loaded = onServer ? use(onServer) : null;
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  }
  return Deferred;
}
