import type { SiteHref } from '@/lib/i18n/paths';
import type { Category } from '@/lib/i18n/routing';
import { slugify } from './slug';

/** A talent's profile page, under the category it is listed by. */
export function profileHref(category: Category, talent: { id: number | string; name: string }) {
  return {
    pathname: `/${category}/[id]/[name]`,
    params: { id: String(talent.id), name: slugify(talent.name) },
  } as const satisfies SiteHref;
}
