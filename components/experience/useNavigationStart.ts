'use client';

import { useEffect, useRef } from 'react';
import { isPageNavigationClick, pageKey } from '@/lib/experience/navigationIntent';

/**
 * Calls onStart when the visitor clicks a link to another page of the site or
 * moves through history to another page. One listener on the document covers
 * every link, Next's <Link> (which cancels the default action) included.
 */
export function useNavigationStart(onStart: () => void, currentKey: string): void {
  const callback = useRef(onStart);
  const committed = useRef(currentKey);
  useEffect(() => {
    callback.current = onStart;
    committed.current = currentKey;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const current = new URL(window.location.href);
      const clicked = {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
      };
      if (isPageNavigationClick(clicked, event, current)) callback.current();
    };
    // popstate fires once the URL already changed: compare with the page shown.
    const onPopState = () => {
      if (pageKey(new URL(window.location.href)) !== committed.current) callback.current();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
}
