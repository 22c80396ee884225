'use client';

import { usePathname } from 'next/navigation';
import { ViewTransition } from 'react';

/**
 * Page changes fade the leaving page out, then the next one in (the browser's
 * View Transitions, driven by React: router navigations are transitions; the
 * timings are in globals.css). Keyed by the path, so a change of the query
 * alone (a list's filters) updates the page in place without a fade.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <ViewTransition key={pathname} enter="page-in" exit="page-out" default="none">
      {children}
    </ViewTransition>
  );
}
