'use client';

import { usePathname } from 'next/navigation';
import { useState, ViewTransition } from 'react';
import { listPathOf } from '@/lib/lists/window';

// Keyed by the page, so a list that grows, pages or is filtered (/modelos → /modelos/mais/2 →
// /modelos/busca?gender=woman) does not fade: its parts are pages of their own, one list to the
// visitor (listPathOf). Only the leaving page is a view transition's picture (page-out); the arriving one fades
// in as itself (page-enter, app/styles/motion.css): a browser gives no tap to a page it shows as a
// picture (Chromium), so the next page takes taps while the fade runs.
export function PageTransition({ children }: { children: React.ReactNode }) {
  const key = listPathOf(usePathname());
  const [firstKey] = useState(key);
  // The first page is shown at once; every page after a client navigation fades in.
  const [navigated, setNavigated] = useState(false);
  if (!navigated && key !== firstKey) setNavigated(true);
  return (
    <ViewTransition key={key} exit="page-out" enter="none" default="none">
      <div className={navigated ? 'page-enter' : undefined}>{children}</div>
    </ViewTransition>
  );
}
