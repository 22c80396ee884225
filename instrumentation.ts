import type { Instrumentation } from 'next';

// Runs once when the server process starts (never during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server/startup');
  await startServer();
  // The site's database is opened and migrated now, not on a visitor's first board; a database
  // that is away does not keep the rest of the site from starting.
  const { startReviewRetention } = await import('./lib/review-store/retention');
  startReviewRetention();
}

// Errors already logged: React may report an error of a server component both
// while rendering the payload and while rendering the HTML from it.
const logged = new WeakSet<object>();

/** Every error no route handler caught: one structured line, without the request's data. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error
      ? String((error as { digest: unknown }).digest)
      : undefined;
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const { logFailure } = await import('./lib/server/log');
  logFailure({
    route: context.routePath,
    method: request.method,
    kind: context.routeType,
    status: 500,
    error,
    digest,
  });
};
