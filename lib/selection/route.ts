/**
 * Where the proxy sends the favorites page's request: a URL that carries
 * a selection (`?ids=`) is rendered per request by the shared selection page
 * (every visitor and preview bot sees its talents in the server HTML); the
 * bare favorites page stays static, its list read from the browser. The ids
 * go as sent: the page itself says how many were malformed.
 */
export function sharedSelectionPath(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  if (segments.length !== 2 || segments[1] !== 'favorites' || !params.has('ids')) return null;
  const ids = params.getAll('ids').join(',');
  return `/${segments[0]}/favorites/shared?ids=${encodeURIComponent(ids)}`;
}
