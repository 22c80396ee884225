'use client';

import { useContext, useState } from 'react';
// Internal to Next.js, but the only way to keep the leaving page on screen:
// the router swaps `children` as soon as the URL changes, so without this the
// fade-out would show the new page.
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/** Keeps rendering the route tree it was mounted with, whatever the URL becomes. */
export function FrozenRouter({ children }: { children: React.ReactNode }) {
  const context = useContext(LayoutRouterContext);
  const [frozen] = useState(context);
  return <LayoutRouterContext.Provider value={frozen}>{children}</LayoutRouterContext.Provider>;
}
