'use client';

import { lazy, Suspense, use, type ComponentType } from 'react';

/**
 * Marks the promise with its outcome the way React's `use` reads it, so that
 * once loaded it is read at once instead of suspending a first time.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    () => {},
  );
  return promise;
}

/**
 * A client component whose code is not in the page's first load. The server
 * renders it whole; in the browser React keeps that HTML on screen and
 * hydrates it as soon as its code, requested during hydration, has arrived.
 * Meant for what works as plain HTML until then: links, a form that submits
 * to the server, values the server already wrote, a secondary button.
 */
export function lazyHydrated<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // On the server the code is loaded at once and waited for outside the
  // boundary, so the component is in the HTML where it stands, never
  // streamed to the end of the document: a cached page and a reader without
  // JavaScript get it in place.
  const onServer = typeof window === 'undefined' ? settled(load()) : null;
  function Deferred(props: P) {
    const Loaded = onServer ? use(onServer) : null;
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  }
  return Deferred;
}
