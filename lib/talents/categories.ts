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

/**
 * The categories a profile is listed under, first match wins: one address
 * per talent. Creators and influencers are one license, named by the word
 * the site's menu uses.
 */
export const LISTED_CATEGORIES = [
  'models',
  'actors',
  'creators',
] as const satisfies readonly Category[];

/** The word a category's list is canonically named by (influencers are the creators' list). */
export function canonicalCategory(category: Category): Category {
  return category === 'influencers' ? 'creators' : category;
}

/**
 * The one category a talent's profile is addressed under: the first listed
 * one among the talent's licenses, else the one asked for (canonically).
 */
export function profileCategory(licenses: readonly number[], asked: Category): Category {
  return (
    LISTED_CATEGORIES.find((category) => licenses.includes(categoryId(category))) ??
    canonicalCategory(asked)
  );
}
