'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { takeResultsFocus } from '@/lib/browser/resultsFocus';
import { PAGE_STATUS_ID } from './PageStatus';

// A status mounted after the first page hydrated came with a client navigation.
let pageHydrated = false;

// The text of the status on the page, until it leaves. A list grown or paged is a page of its own
// (/modelos/mais/2), whose status replaces the one before in the same commit with the same count:
// no news to tell.
let shownText: string | null = null;

// Filters and the list are one column below lg: a phone closes the panel to show the results.
const ONE_COLUMN = '(max-width: 1023.98px)';

type Props = {
  children: string;
  className?: string;
  'data-testid'?: string;
  /** The details panel a request for the results' focus closes on a phone. */
  panelId?: string;
};

// The text is shown here and, once a client navigation brought a new one, told by the layout's live
// region (PageStatus). After a filter form is sent it takes the focus, so the keyboard carries on
// from the results and a screen reader reads the count.
export function LiveStatus({ children, panelId, ...props }: Props) {
  const own = useRef<HTMLParagraphElement>(null);
  // Read once, as it mounts: the server and the first page's hydration have no region to write.
  const [region] = useState(() =>
    pageHydrated && children !== shownText ? document.getElementById(PAGE_STATUS_ID) : null,
  );
  useEffect(() => {
    shownText = children;
    return () => {
      shownText = null;
    };
  }, [children]);
  useEffect(() => {
    pageHydrated = true;
    if (!takeResultsFocus()) return;
    const panel = panelId ? document.getElementById(panelId) : null;
    if (panel instanceof HTMLDetailsElement && window.matchMedia(ONE_COLUMN).matches)
      panel.open = false;
    own.current?.focus();
  }, [panelId]);
  return (
    <>
      <p ref={own} tabIndex={-1} {...props}>
        {children}
      </p>
      {region ? createPortal(children, region) : null}
    </>
  );
}
