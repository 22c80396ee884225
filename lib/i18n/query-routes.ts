import { isCategory } from '@/lib/i18n/routing';
import { pageParam } from '@/lib/lists/pager';
import { parseTalentQuery, toSearch } from '@/lib/talents/list-query';
import { parseProfileView, profileViewSearch } from '@/lib/talents/profile-view';

// A query that filters or pages a list, picks a profile's tab or unit, or carries a selection goes
// to the page's per-request twin, canonically spelled; unknown parameters (?utm_source=…) are
// dropped so they never make a page dynamic. null keeps the static page.
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

// The filters form sends every field, chosen or not (?q=&gender=woman&hair=): the proxy redirects
// so a shared address names only the filters chosen. null when nothing is blank.
export function blankFiltersSearch(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  if (segments.length !== 2 || !isCategory(segments[1])) return null;
  if (![...params.values()].some((value) => value.trim() === '')) return null;
  return toSearch(parseTalentQuery(params));
}
