// A shared selection: the talents a client picked, carried in a link and
// quoted with a decision on each. The site writes both; the agency API lists
// the talents by id and stores the decisions, so both read these.

/** The decisions a client can take on each talent of a selection. */
export const MARKS = ['yes', 'maybe', 'no'] as const;
export type Mark = (typeof MARKS)[number];

/** Talents one shared link carries, and so one `ids` filter of the agency API names. */
export const MAX_SELECTION = 100;
