'use client';

import { lazy, Suspense } from 'react';

// next/script's code comes in its own chunk, fetched only where a script is
// configured: imported statically, it would be in every page's first load
// (about 2 KB gzip) even when nothing is to be loaded.
const Script = lazy(() => import('next/script'));

type Props = { id: string; src: string };

/** A third-party script loaded once the browser is idle after the page became interactive. */
export function LazyScript({ id, src }: Props) {
  return (
    <Suspense fallback={null}>
      <Script id={id} src={src} strategy="lazyOnload" />
    </Suspense>
  );
}
