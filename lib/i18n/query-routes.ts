import { isCategory } from '@/lib/i18n/routing';
import { pageParam } from '@/lib/lists/pager';
import { parseTalentQuery, toSearch } from '@/lib/talents/list-query';
import { parseProfileView, profileViewSearch } from '@/lib/talents/profile-view';

/**
 * Where the proxy sends a request with a query, or null to keep the page's
 * own static, cached page. A query that filters or pages a talent list, pages
 * the blog (?page=2), picks a profile's tab or unit (?media=snap, the links a
 * visitor without scripts follows) or carries a shared selection (?ids=) goes
 * to the page's twin rendered per request, with the query in its canonical
 * spelling. Parameters a page does not know (?utm_source=…) are dropped, so
 * they never make a page dynamic. A selection's ids go as sent: the shared
 * page itself says how many were malformed.
 */
export function perRequestPath(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  const [locale, page] = segments;
  if (isCategory(page) && segments.length === 2) {
    const search = toSearch(parseTalentQuery(params));
    return search ? `/${locale}/${page}/results?${search}` : null;
  }
  if (isCategory(page) && segments.length === 4) {
    const search = profileViewSearch(parseProfileView(params));
    return search ? `/${segments.join('/')}/view${search}` : null;
  }
  if (page === 'blog' && segments.length === 2) {
    const number = pageParam(params.get('page'));
    return number > 1 ? `/${locale}/blog/results?page=${number}` : null;
  }
  if (page === 'favorites' && segments.length === 2 && params.has('ids')) {
    const ids = params.getAll('ids').join(',');
    return `/${locale}/favorites/shared?ids=${encodeURIComponent(ids)}`;
  }
  return null;
}

/**
 * The canonical query of a talent list requested with blank fields (as the
 * filters form sends every field, chosen or not: ?q=&gender=woman&hair=), or
 * null when nothing is blank. The proxy redirects there, so the address
 * a visitor shares names only the filters chosen, with or without scripts.
 */
export function blankFiltersSearch(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  if (segments.length !== 2 || !isCategory(segments[1])) return null;
  if (![...params.values()].some((value) => value.trim() === '')) return null;
  return toSearch(parseTalentQuery(params));
}
