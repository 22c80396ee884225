// Next's router asks for the next page's React payload with an `RSC: 1`
// header; prefetches add `Next-Router-Prefetch`, and their failures do not
// affect the page the visitor is going to, so they are left out.
export function isNavigationRscRequest(init?: RequestInit): boolean {
  if (!init?.headers) return false;
  const headers = new Headers(init.headers);
  return headers.get('rsc') === '1' && !headers.has('next-router-prefetch');
}

/**
 * A 404 payload is still a page (the localized "not found"); a server error
 * means the next page could not be rendered.
 */
export function isFailedRscStatus(status: number): boolean {
  return status >= 500;
}
