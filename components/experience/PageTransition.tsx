'use client';

import { usePathname } from 'next/navigation';
import { ViewTransition } from 'react';

// Keyed by the path, so a change of the query alone (a list's filters) does not fade.
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <ViewTransition key={pathname} enter="page-in" exit="page-out" default="none">
      {children}
    </ViewTransition>
  );
}
