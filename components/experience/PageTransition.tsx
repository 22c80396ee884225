'use client';

import { usePathname } from 'next/navigation';
import { useState, ViewTransition } from 'react';

// Keyed by the path, so a change of the query alone (a list's filters) does not fade. Only the
// leaving page is a view transition's picture (page-out); the arriving one fades in as itself
// (page-enter, app/styles/motion.css): a browser gives no tap to a page it shows as a picture
// (Chromium), so the next page takes taps while the fade runs.
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  // The first page is shown at once; every page after a client navigation fades in.
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return (
    <ViewTransition key={pathname} exit="page-out" enter="none" default="none">
      <div className={navigated ? 'page-enter' : undefined}>{children}</div>
    </ViewTransition>
  );
}
