import type { Route, SiteHref } from '@/lib/i18n/paths';
import type { Category } from '@/lib/i18n/routing';
import { slugify } from './slug';

type Named = { id: number | string; name: string };

export function profileRoute(category: Category, talent: Named) {
  return {
    page: 'talentProfile',
    category,
    id: String(talent.id),
    name: slugify(talent.name),
  } as const satisfies Route;
}

/**
 * The same page as a link's href (what hrefOf gives for it), for the cards
 * drawn in the browser without the whole route table.
 */
export function profileHref(category: Category, talent: Named): SiteHref {
  const { id, name } = profileRoute(category, talent);
  return { pathname: `/${category}/[id]/[name]`, params: { id, name } } as SiteHref;
}
