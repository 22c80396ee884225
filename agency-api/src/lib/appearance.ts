// Hair and eye colours as the agency stores them: the English `value` strings of the site's
// option lists (lib/options/hair.ts and lib/options/eyes.ts at the repository root), so a
// filter the site builds from those lists matches stored talents whatever the visitor's language.
// Keep the two in step when the site's lists change.

export const HAIR_COLORS = [
  'Blonde',
  'Light Blonde',
  'Dark Blonde',
  'Ash Blonde',
  'Strawberry Blonde',
  'Platinum',
  'Honey',
  'Red',
  'Auburn',
  'Copper',
  'Mahogany',
  'Burgundy',
  'Brown',
  'Light Brown',
  'Dark Brown',
  'Chocolate',
  'Black',
  'Blue Black',
  'Gray',
  'Salt and Pepper',
  'White',
  'Highlighted',
  'Colored',
  'Shaved',
  'Bald',
] as const;

export const EYE_COLORS = [
  'Blue',
  'Light Blue',
  'Dark Blue',
  'Gray-Blue',
  'Blue-Green',
  'Green',
  'Light Green',
  'Dark Green',
  'Gray-Green',
  'Gray',
  'Hazel',
  'Amber',
  'Brown',
  'Light Brown',
  'Dark Brown',
  'Black',
  'Heterochromia',
] as const;

export type HairColor = (typeof HAIR_COLORS)[number];
export type EyeColor = (typeof EYE_COLORS)[number];
