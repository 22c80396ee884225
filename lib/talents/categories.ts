import type { Category } from '@/lib/i18n/routing';

export type Gender = 'man' | 'woman';
export const genders: readonly Gender[] = ['man', 'woman'];

// Category ids of the agency API (SPEC.md section 7): creators and
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

export function isGender(value: unknown): value is Gender {
  return value === 'man' || value === 'woman';
}
