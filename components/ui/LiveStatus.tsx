'use client';

import { useEffect, useState } from 'react';

// Screen readers announce a change inside a live region already in the page,
// not a region inserted with its text, and need a moment to register a new one.
const REGISTER_MS = 150;

// Set once the first page has hydrated: a region mounted after that came
// with a client navigation.
let pageHydrated = false;

type Props = { children: string; className?: string; 'data-testid'?: string };

/**
 * A polite status (role="status") whose text is in the server HTML and is
 * announced when it changes. A list's first filter or search brings another
 * page component (the static list, then its results page), so this region
 * is new: mounted by a client navigation, it starts empty and takes its text
 * a moment later, which is then announced like any later change.
 */
export function LiveStatus({ children, ...props }: Props) {
  const [registered, setRegistered] = useState(() => !pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (registered) return;
    const timer = window.setTimeout(() => setRegistered(true), REGISTER_MS);
    return () => window.clearTimeout(timer);
  }, [registered]);
  return (
    <p role="status" {...props}>
      {registered ? children : ''}
    </p>
  );
}
