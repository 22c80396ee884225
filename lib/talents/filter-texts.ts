// Shared by the server, which translates them, and the filters form, which
// shows them (a client component cannot export values to the server).
/** The Talents texts the filters show, translated by the server. */
export const FILTER_TEXT_KEYS = [
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
] as const;
export type FilterTexts = Record<(typeof FILTER_TEXT_KEYS)[number], string>;
