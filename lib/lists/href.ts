import type { SiteHref } from '@/lib/i18n/paths';

/** A site href with a query string (`gender=woman&page=2`); none when `search` is empty. */
export function withSearch(href: SiteHref, search: string): SiteHref {
  if (!search) return href;
  const query = Object.fromEntries(new URLSearchParams(search));
  return (typeof href === 'string' ? { pathname: href, query } : { ...href, query }) as SiteHref;
}
