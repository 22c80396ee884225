'use client';

import { useLinkStatus } from 'next/link';
import type { ComponentProps } from 'react';
import { useNavigationPending } from '@/components/experience/useNavigationPending';
import { IntlLink } from '@/lib/i18n/navigation';

type Connection = { saveData?: boolean; effectiveType?: string };

// Prefetching spends the visitor's data. Read once per page; it never changes the link's HTML,
// so the server's answer may differ without a hydration mismatch.
const inBrowser = typeof window !== 'undefined';
const connection = inBrowser
  ? (navigator as Navigator & { connection?: Connection }).connection
  : undefined;
const prefetchAllowed =
  inBrowser &&
  !connection?.saveData &&
  !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');

function NavigationStatus() {
  useNavigationPending(useLinkStatus().pending);
  return null;
}

/**
 * A page is prefetched whole (its head too): with pages built on first request, Next would fetch
 * only the route's outline, and the title stayed empty until the page fade had ended.
 */
export function Link({ prefetch = true, children, ...props }: ComponentProps<typeof IntlLink>) {
  return (
    <IntlLink {...props} prefetch={prefetchAllowed ? prefetch : false}>
      <NavigationStatus />
      {children}
    </IntlLink>
  );
}
