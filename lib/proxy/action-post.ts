// Which posts Next's action handler takes for a Server Action, and the one refusal their headers
// show: a foreign Origin. The handler answers such a post 500 and logs an error (a CSRF attempt or an
// Origin it cannot parse); the proxy asks here first and answers 403.

type Post = { method: string; headers: Headers };

// As the framework decides: the scripts' call (a Next-Action header) or a multipart post (a form
// without scripts); an exactly urlencoded post is never read as an action (the page renders).
export function isActionPost({ method, headers }: Post): boolean {
  if (method !== 'POST') return false;
  const type = headers.get('content-type') ?? '';
  if (type === 'application/x-www-form-urlencoded') return false;
  return headers.has('next-action') || type.startsWith('multipart/form-data');
}

// The framework's comparison: the Origin's host against the first X-Forwarded-Host, else Host.
// No Origin is a hand-made request that carries no visitor's cookies: let through, as Next does.
export function isCrossOriginPost(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  return originHost(origin) !== host;
}

// "null" (a sandboxed or privacy-stripped page) and anything unparsable name no host of ours.
function originHost(origin: string): string | null {
  if (origin === 'null') return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
