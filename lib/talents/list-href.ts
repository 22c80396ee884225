import type { SiteHref } from '@/lib/i18n/paths';
import type { Category } from '@/lib/i18n/routing';
import { windowHref } from '@/lib/lists/window';
import { isFiltered, toQuery, type TalentQuery } from './list-query';

/**
 * The address of a talent list: the whole list's parts are cached pages in the path
 * (/modelos, /modelos/pagina/2, /modelos/mais/2); a filtered or searched list is the category's
 * search page, which reads its query (/modelos/busca?gender=woman&more=2).
 */
export function talentListHref(category: Category, query: TalentQuery, hash?: string): SiteHref {
  if (!isFiltered(query)) return windowHref(`/${category}`, query, hash);
  return {
    pathname: `/${category}/search`,
    query: toQuery(query),
    ...(hash ? { hash } : {}),
  } as SiteHref;
}

/** Where the filters form sends its fields. */
export const talentSearchHref = (category: Category) => `/${category}/search` as const;
