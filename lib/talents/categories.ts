import type { Category } from '@/lib/i18n/routing';

// Category ids of the agency API: creators and influencers are one license.
const CATEGORY_IDS: Record<Category, number> = {
  models: 1,
  actors: 2,
  influencers: 2150,
  creators: 2150,
};

export function categoryId(category: Category): number {
  return CATEGORY_IDS[category];
}

/** First match wins: one address per talent; the shared license goes by the menu's word. */
export const LISTED_CATEGORIES = [
  'models',
  'actors',
  'creators',
] as const satisfies readonly Category[];

export function canonicalCategory(category: Category): Category {
  return category === 'influencers' ? 'creators' : category;
}

/** The first listed one among the talent's licenses, else the one asked for (canonically). */
export function profileCategory(licenses: readonly number[], asked: Category): Category {
  return (
    LISTED_CATEGORIES.find((category) => licenses.includes(categoryId(category))) ??
    canonicalCategory(asked)
  );
}

/**
 * Where a profile is shown: under the category being browsed when the talent holds its license
 * (SPEC.md: a card links under the active category), else at its one address. Its canonical
 * link stays profileCategory's.
 */
export function shownCategory(licenses: readonly number[], asked: Category): Category {
  return licenses.includes(categoryId(asked)) ? asked : profileCategory(licenses, asked);
}
