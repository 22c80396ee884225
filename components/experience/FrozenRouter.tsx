'use client';

import { useIsPresent } from 'framer-motion';
import { useContext, useState } from 'react';
// Internal to Next.js, but the only way to keep the leaving page on screen:
// the router swaps `children` as soon as the URL changes, so without this the
// fade-out would show the new page.
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/**
 * Passes the router's tree through while its page is on screen, and keeps the
 * last one once the page is leaving (fading out). A change that keeps the
 * page (a talent list's filters, in the query string) renders at once.
 */
export function FrozenRouter({ children }: { children: React.ReactNode }) {
  const context = useContext(LayoutRouterContext);
  const present = useIsPresent();
  const [frozen, setFrozen] = useState(context);
  // Remember the tree while present (adjusting state while rendering).
  if (present && frozen !== context) setFrozen(context);
  return (
    <LayoutRouterContext.Provider value={present ? context : frozen}>
      {children}
    </LayoutRouterContext.Provider>
  );
}
