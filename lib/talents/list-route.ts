import { isCategory } from '@/lib/i18n/routing';
import { parseTalentQuery, toSearch } from './list-query';

/**
 * Where the proxy sends a talent list's request: null keeps the list's
 * own page (the whole list, first page: static and cached); a query that
 * filters or pages goes to the list's results page (rendered per request),
 * with the query in its canonical spelling. Parameters the list does not
 * know (?utm_source=…) are dropped, so they never make a page dynamic.
 */
export function talentResultsPath(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  if (segments.length !== 2 || !isCategory(segments[1])) return null;
  const search = toSearch(parseTalentQuery(params));
  return search ? `/${segments[0]}/${segments[1]}/results?${search}` : null;
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
