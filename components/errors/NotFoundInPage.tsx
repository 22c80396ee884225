import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

async function Gone(): Promise<never> {
  notFound();
}

/**
 * A cached page's "not found" with the page in the server's HTML. A notFound() thrown outside a
 * Suspense boundary answers 404 with an empty error document until the scripts run (Next.js 16.4,
 * vercel/next.js#62228). Thrown inside one, the answer is still 404, and the boundary's fallback,
 * the translated view, is what the server's HTML shows; once the scripts run, the segment's
 * not-found.tsx takes over with the same view.
 */
export function NotFoundInPage({ view }: { view: ReactNode }) {
  return (
    <Suspense fallback={view}>
      <Gone />
    </Suspense>
  );
}
