import { pageParam } from '@/lib/lists/pager';

/**
 * Where the proxy sends a blog list's request: null keeps the blog's
 * own page (the first page: static and cached); a later page (?page=2) goes
 * to the blog's results page, rendered per request. Other parameters are
 * dropped, so they never make a page dynamic.
 */
export function blogResultsPath(internalPath: string, params: URLSearchParams): string | null {
  const segments = internalPath.split('/').filter(Boolean);
  if (segments.length !== 2 || segments[1] !== 'blog') return null;
  const page = pageParam(params.get('page'));
  return page > 1 ? `/${segments[0]}/blog/results?page=${page}` : null;
}
