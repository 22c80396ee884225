// Eye colours as the agency's panel stores them (same reason as hair.ts);
// their labels are messages (Options.eyes), keyed by value.
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
