'use client';

import { useLinkStatus } from 'next/link';
import type { ComponentProps } from 'react';
import { useNavigationPending } from '@/components/experience/useNavigationPending';
import { IntlLink } from '@/lib/i18n/navigation';

type Connection = { saveData?: boolean; effectiveType?: string };

// Prefetching spends the visitor's data on pages that may never be opened.
// Read once per page. It only steers the router's prefetching, never the
// link's HTML, so the server's answer (no prefetching: it has no visitor's
// connection) may differ without a hydration mismatch, and the page's links
// are not all rendered twice as they hydrate.
const inBrowser = typeof window !== 'undefined';
const connection = inBrowser
  ? (navigator as Navigator & { connection?: Connection }).connection
  : undefined;
const prefetchAllowed =
  inBrowser &&
  !connection?.saveData &&
  !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');

/** Shows the progress bar while this link's navigation is under way. */
function NavigationStatus() {
  useNavigationPending(useLinkStatus().pending);
  return null;
}

/**
 * next-intl's Link, not prefetching on save-data or 2g, with the progress bar.
 * A page is prefetched whole (its head too), as Next does for pages built
 * ahead: the site's pages are built on their first request, so Next's own
 * choice would fetch only the route's outline. The router then shows the
 * page with an empty head and adds the title in a later commit, which React
 * holds until the page fade has ended: the title was empty for a second.
 */
export function Link({ prefetch = true, children, ...props }: ComponentProps<typeof IntlLink>) {
  return (
    <IntlLink {...props} prefetch={prefetchAllowed ? prefetch : false}>
      <NavigationStatus />
      {children}
    </IntlLink>
  );
}
