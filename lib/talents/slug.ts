import { slugify as slug } from '@agency/rules/slug';

/** A name with no letter or digit still gets a slug. */
export const slugify = (name: string): string => slug(name) || 'talent';
