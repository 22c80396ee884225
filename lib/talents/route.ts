import type { Route } from '@/lib/i18n/paths';
import type { Category } from '@/lib/i18n/routing';
import { slugify } from './slug';

/** The profile page of a talent in a category: its id and the slug of its name. */
export function profileRoute(category: Category, talent: { id: number | string; name: string }) {
  return {
    page: 'talentProfile',
    category,
    id: String(talent.id),
    name: slugify(talent.name),
  } as const satisfies Route;
}
