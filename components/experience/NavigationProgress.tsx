'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { beginNavigation } from '@/lib/browser/progress';

// Back and Forward: links and router calls start the bar themselves (useNavigationPending).
function HistoryProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const shown = search ? `${pathname}?${search}` : pathname;
  const current = useRef(shown);
  const end = useRef<(() => void) | null>(null);

  useEffect(() => {
    current.current = shown;
    end.current?.();
    end.current = null;
  }, [shown]);

  useEffect(() => {
    const onPopState = () => {
      // A move within the page (an anchor) loads nothing.
      if (window.location.pathname + window.location.search === current.current) return;
      end.current?.();
      end.current = beginNavigation();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return null;
}

/** Reading the query opts out of static rendering: the bar has nothing to render on the server. */
export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <HistoryProgress />
    </Suspense>
  );
}
