// The Talents and Units texts the talent list's client components show (the
// list, its favorite buttons, the unit toggle): only these reach the browser.
const LIST = ['shownOf', 'loadingMore', 'loadFailed', 'retry', 'showMore', 'firstPage'];
const FAVORITE = ['addFavorite', 'removeFavorite'];

const UNITS = ['Units.lengthUnit', 'Units.cm', 'Units.ftin'];
const PROFILE = ['printComposite', 'downloading', 'compoFailed', 'media', 'previous', 'next'];

/** A profile's client parts: favorite button, unit controls, composite button, gallery. */
export const PROFILE_MESSAGES = [
  ...[...FAVORITE, ...PROFILE, 'book', 'snap', 'video'].map((key) => `Talents.${key}`),
  ...UNITS,
  'Units.shoeSystem',
  'Units.systems',
];

export const TALENT_LIST_MESSAGES = [
  ...[...LIST, ...FAVORITE].map((key) => `Talents.${key}`),
  ...UNITS,
];
