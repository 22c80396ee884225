'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientNavigationHref } from '@/lib/experience/navigationIntent';
import { readConnection, shouldPrefetch } from '@/lib/experience/prefetch';
import { whenIdle } from '@/lib/experience/whenIdle';

const SITE_LINKS = 'a[data-smart-link]';
const PREFETCHED = 'a[data-smart-link]:not([data-prefetch="off"])';

function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest(SITE_LINKS) : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * What next/link does for each link, done once for every SmartLink of the
 * page: a plain click navigates on the client (the router's transition, so
 * the progress bar and the page fade follow), and a link is prefetched when
 * it comes near the screen or the pointer rests on it, unless the visitor
 * saves data or is on a very slow connection. Handlers of the link itself
 * (the language switch) run first and may take the click over.
 */
export function LinkNavigation() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = siteLinkOf(event.target);
      if (!link || event.defaultPrevented) return;
      const clicked = {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
      };
      const href = clientNavigationHref(clicked, event, new URL(window.location.href));
      if (href === null) return;
      event.preventDefault();
      router.push(href, { scroll: link.dataset.scroll !== 'keep' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  // Prefetching, re-armed on each page: its links are new.
  useEffect(() => {
    if (!shouldPrefetch(readConnection())) return;
    const done = new Set<string>();
    const prefetch = (link: HTMLAnchorElement) => {
      if (!link.matches(PREFETCHED) || link.origin !== window.location.origin) return;
      const href = link.pathname + link.search;
      if (done.has(href)) return;
      done.add(href);
      router.prefetch(href);
    };
    // As next/link: 200 px around the screen.
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          prefetch(entry.target as HTMLAnchorElement);
        }
      },
      { rootMargin: '200px' },
    );
    const watch = (root: ParentNode) => {
      for (const link of root.querySelectorAll<HTMLAnchorElement>(PREFETCHED)) seen.observe(link);
    };
    // Links added later (a list's next page, an opened menu) are watched too.
    const added = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLAnchorElement && node.matches(PREFETCHED)) seen.observe(node);
          else if (node instanceof Element) watch(node);
        }
      }
    });
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target);
      if (link) prefetch(link);
    };
    // After the page's own work: prefetches never compete with its first paint.
    const cancel = whenIdle(() => {
      watch(document);
      added.observe(document.body, { childList: true, subtree: true });
    });
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      cancel();
      seen.disconnect();
      added.disconnect();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [router, pathname]);

  return null;
}
