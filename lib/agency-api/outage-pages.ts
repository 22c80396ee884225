// Which pages this server can serve while the agency API is down: those that
// need no API (the header's Instagram link falls back), and those the
// proxy let through while the API answered. Each of these was rendered
// then and is in the page cache since, which keeps serving it (stale) when
// its re-render fails. Any other page would be rendered now and fail, so the
// proxy answers it with the "unavailable" page, status 503.
// A page whose render failed after the API was probed (it died meanwhile, or
// answers its address but fails its calls) is remembered all the same: Next
// reports no success, and a failed re-render of a cached page looks alike.
// Kept on globalThis: the proxy remembers, the revalidation route
// forgets. Not `server-only`: the proxy imports it.

/** Internal paths (/es/about); the oldest go first past this many. */
const MAX_PAGES = 20_000;

/** Internal pathnames, after the locale, of the pages that render without the API. */
const WITHOUT_API = new Set(['contact', 'favorites']);

const rendered = ((globalThis as { __agencyRenderedPages?: Set<string> }).__agencyRenderedPages ??=
  new Set());

export function rememberRendered(path: string) {
  if (rendered.size >= MAX_PAGES) rendered.delete(rendered.values().next().value!);
  rendered.add(path);
}

export function servedInOutage(path: string): boolean {
  const [, ...page] = path.split('/').filter(Boolean);
  return rendered.has(path) || WITHOUT_API.has(page.join('/'));
}

/** An on-demand revalidation expires its pages at once: none is served again without a render. */
export function forgetAllRendered() {
  rendered.clear();
}
