'use client';

import { useEffect, useState } from 'react';

// Screen readers announce a change inside a live region already in the page,
// not a region inserted with its text, and need a moment to register a new one.
const REGISTER_MS = 150;

// A region mounted after the first page hydrated came with a client navigation.
let pageHydrated = false;

type Props = { children: string; className?: string; 'data-testid'?: string };

// A list's first filter brings another page component, so this region is new: it starts empty.
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
