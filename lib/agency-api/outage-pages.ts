// Pages servable while the agency API is down: those needing no API, and those rendered while it
// answered, which the page cache keeps serving (stale); the proxy answers any other with a 503.
// A render that failed after the probe is remembered too: Next reports no success for either.
// On globalThis: the proxy remembers, the revalidation route forgets; the proxy imports it.

/** The oldest go first past this many. */
const MAX_PAGES = 20_000;

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
