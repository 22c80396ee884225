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
    // The router keeps what it prefetched and fetches again what went stale,
    // so a pointer resting on a link always asks; a link seen asks once.
    const seenHrefs = new Set<string>();
    const prefetch = (link: HTMLAnchorElement, once: boolean) => {
      if (!link.matches(PREFETCHED) || link.origin !== window.location.origin) return;
      const href = link.pathname + link.search;
      if (once && seenHrefs.has(href)) return;
      seenHrefs.add(href);
      router.prefetch(href);
    };
    // As next/link: 200 px around the screen.
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          prefetch(entry.target as HTMLAnchorElement, true);
        }
      },
      { rootMargin: '200px' },
    );
    // The site's own links in `node`, itself included.
    const linksIn = (node: Node): HTMLAnchorElement[] => {
      if (!(node instanceof Element)) return [];
      const links = [...node.querySelectorAll<HTMLAnchorElement>(PREFETCHED)];
      if (node instanceof HTMLAnchorElement && node.matches(PREFETCHED)) links.push(node);
      return links.filter((link) => link.origin === window.location.origin);
    };
    // Links added later (a list's next page, the next page's content) are
    // watched too; removed ones (the page that faded out) are let go.
    const added = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) for (const link of linksIn(node)) seen.observe(link);
        for (const node of record.removedNodes)
          for (const link of linksIn(node)) seen.unobserve(link);
      }
    });
    // Once per arrival on a link, not for every element inside it.
    let pointed: HTMLAnchorElement | null = null;
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target);
      if (link && link !== pointed) prefetch(link, false);
      pointed = link;
    };
    // After the page's own work: prefetches never compete with its first paint.
    const cancel = whenIdle(() => {
      for (const link of linksIn(document.body)) seen.observe(link);
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
