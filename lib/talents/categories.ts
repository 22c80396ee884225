import type { Category } from '@/lib/i18n/routing';

// Category ids of the agency API: creators and
// influencers are one license.
const CATEGORY_IDS: Record<Category, number> = {
  models: 1,
  actors: 2,
  influencers: 2150,
  creators: 2150,
};

export function categoryId(category: Category): number {
  return CATEGORY_IDS[category];
}

/** The categories a profile is listed under, first match wins (creators share influencers' id). */
export const LISTED_CATEGORIES = [
  'models',
  'actors',
  'influencers',
] as const satisfies readonly Category[];
