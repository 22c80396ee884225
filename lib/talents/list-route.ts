import { isCategory } from '@/lib/i18n/routing';
import { parseTalentQuery, toSearch } from './list-query';

/**
 * Where the middleware sends a talent list's request: null keeps the list's
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
