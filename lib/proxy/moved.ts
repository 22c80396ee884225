import { MAX_BLOG_PORTIONS } from '@/lib/constants';
import type { SiteHref } from '@/lib/i18n/paths';
import { isCategory } from '@/lib/i18n/routing';
import { listWindow } from '@/lib/lists/pager';
import { pathWindow, windowHref } from '@/lib/lists/window';
import { talentListHref } from '@/lib/talents/list-href';
import { MAX_TALENT_PORTIONS, parseTalentQuery } from '@/lib/talents/list-query';

// Pure: where an address of the site's earlier spelling lives now. A list's query named its filters
// and parts (/modelos?gender=woman, ?page=2, ?more=2) and the favorites' ?ids= a shared selection;
// those pages are cached now and read no query, so without this such a link (shared, bookmarked,
// printed in a selection's QR code) would show the whole list or an empty selection.

const TALENT_LIST_KEYS = [
  'q',
  'gender',
  'height_min',
  'height_max',
  'hair',
  'eyes',
  'page',
  'more',
];
const BLOG_KEYS = ['page', 'more'];

const asks = (search: URLSearchParams, keys: readonly string[]) =>
  [...search.keys()].some((name) => keys.includes(name));

/** `page`: the internal pathname without its locale (`models`, `blog`, `favorites`). */
export function movedAddress(page: string, search: URLSearchParams): SiteHref | null {
  if (isCategory(page) && asks(search, TALENT_LIST_KEYS))
    return talentListHref(page, parseTalentQuery(search));
  if (page === 'blog' && asks(search, BLOG_KEYS))
    return windowHref('/blog', listWindow(search, MAX_BLOG_PORTIONS));
  if (page === 'favorites' && search.has('ids')) {
    const query: Record<string, string> = {};
    for (const [name, value] of search) if (name !== '_rsc') query[name] ??= value;
    return { pathname: '/selection', query };
  }
  return null;
}

/**
 * Where another spelling of a list's part lives (/modelos/pagina/1 is /modelos, /modelos/mais/99 is
 * /modelos/mais/10), or null. `path`: the internal path's segments without its locale
 * (['models', 'more', '99']). Sent from the proxy, not from the cached page: Next.js 16.4 answers
 * a redirect of a cached page's first render with its Location header twice
 * (vercel/next.js#82117), which a client or proxy that joins them reads as "/modelos, /modelos".
 */
export function listPartAddress(path: readonly string[]): SiteHref | null {
  const [list, kind, n] = path;
  if (path.length !== 3 || list === undefined || n === undefined) return null;
  if (kind !== 'page' && kind !== 'more') return null;
  const root = list === 'blog' ? '/blog' : isCategory(list) ? (`/${list}` as const) : null;
  if (root === null) return null;
  const { window, canonical } = pathWindow(
    kind,
    n,
    root === '/blog' ? MAX_BLOG_PORTIONS : MAX_TALENT_PORTIONS,
  );
  return canonical ? null : windowHref(root, window);
}

/** The internal path of a page of routing.ts, with its params and query (/models/page/2). */
export function internalPathOf(href: SiteHref): string {
  if (typeof href === 'string') return href;
  const params: Record<string, string> =
    'params' in href ? (href.params as Record<string, string>) : {};
  const path = href.pathname.replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  // Commas stay as typed (?ids=12,45): a query allows them.
  const search = new URLSearchParams((href.query ?? {}) as Record<string, string>)
    .toString()
    .replace(/%2C/gi, ',');
  return search ? `${path}?${search}` : path;
}
