// Hair and eye colours as the agency stores them: English values whatever the
// visitor's language, so a filter the site builds matches stored talents in
// every language, and an application is checked against the same list the
// agency API accepts. The site's labels are messages (Options.hair, Options.eyes).

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
