// The Talents and Units texts the talent list's client components show (the
// list, its favorite buttons, the filters): only these reach the browser.
const LIST = ['shownOf', 'loadingMore', 'loadFailed', 'retry', 'showMore', 'firstPage'];
const FAVORITE = ['addFavorite', 'removeFavorite'];
const FILTERS = [
  'filtersLabel',
  'searchName',
  'search',
  'filters',
  'gender',
  'anyGender',
  'man',
  'woman',
  'heightFrom',
  'heightTo',
  'anyHeight',
  'hairColor',
  'eyeColor',
  'anyColor',
  'applyFilters',
  'clearFilters',
];

/** The favorite button's texts (addFavorite, removeFavorite), for pages that show one. */
export const FAVORITE_MESSAGES = FAVORITE.map((key) => `Talents.${key}`);

export const TALENT_LIST_MESSAGES = [
  ...[...LIST, ...FAVORITE, ...FILTERS].map((key) => `Talents.${key}`),
  'Units.lengthUnit',
  'Units.cm',
  'Units.ftin',
];
