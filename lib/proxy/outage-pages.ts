import type { PageEntry } from '@/lib/i18n/routing';

// Pages servable while the agency API is down: those needing no API (PAGES in lib/i18n/routing.ts),
// and cached ones rendered while it answered, which the page cache keeps serving (stale); the proxy
// answers any other with a 503. A render that failed after the probe is remembered too: Next
// reports no success for either.
// On globalThis: the proxy remembers, the revalidation route forgets; the proxy imports it.

/** The oldest go first past this many. */
const MAX_PAGES = 20_000;

const rendered = ((globalThis as { __agencyRenderedPages?: Set<string> }).__agencyRenderedPages ??=
  new Set());

/** Whether the page at an internal path can be served only if the agency API answers now. */
export function needsApiNow(path: string, page: PageEntry): boolean {
  if (!page.needsApi) return false;
  return page.render === 'per-request' || !rendered.has(path);
}

/** The proxy found the API up and let the page through: the page cache has it from now on. */
export function rememberRendered(path: string, page: PageEntry) {
  if (page.render !== 'cached') return;
  if (rendered.size >= MAX_PAGES) rendered.delete(rendered.values().next().value!);
  rendered.add(path);
}

/** An on-demand revalidation expires its pages at once: none is served again without a render. */
export function forgetAllRendered() {
  rendered.clear();
}
