// One JSON line per failure. Never the request's values, headers or tokens: only the error's class
// and its own message, which the site writes and which carry no visitor data.

type Failure = {
  /** The route pattern, e.g. /api/compo or /[lang]/[category]/[id]/[slug]. */
  route: string;
  /** The status the visitor got (500 for an uncaught error). */
  status: number;
  error: unknown;
  method?: string;
  kind?: string;
  digest?: string;
};

const MAX_MESSAGE = 300;
// A token or key that slipped into a message anyway: long hex or base64 runs, bearer values.
const SECRET_LIKE = /(bearer\s+)?[A-Za-z0-9+/_-]{32,}={0,2}/gi;

function describe(error: unknown): { error: string; cause: string } {
  if (error instanceof Error) {
    const own = error.message;
    const inner = error.cause instanceof Error ? ` (cause: ${error.cause.name})` : '';
    return { error: error.name, cause: `${own}${inner}` };
  }
  return { error: typeof error, cause: '' };
}

export function failureLine(failure: Failure, now = new Date()): string {
  const { error, cause } = describe(failure.error);
  return JSON.stringify({
    time: now.toISOString(),
    level: 'error',
    route: failure.route,
    ...(failure.method ? { method: failure.method } : {}),
    ...(failure.kind ? { kind: failure.kind } : {}),
    status: failure.status,
    error,
    cause: cause.replace(SECRET_LIKE, '[redacted]').slice(0, MAX_MESSAGE),
    ...(failure.digest ? { digest: failure.digest } : {}),
  });
}

export function logFailure(failure: Failure) {
  console.error(failureLine(failure));
}
