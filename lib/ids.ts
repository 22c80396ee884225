/**
 * The id of one of the agency's records (a talent, a post, a place) as an
 * address or a form carries it: 1 to 9 digits, so it always fits the APIs'
 * 32-bit ids. One rule for the proxy, the pages, the routes and the forms.
 */
export const ID_PATTERN = /^\d{1,9}$/;
/** The largest id the pattern allows, for ids that travel as numbers. */
export const MAX_ID = 999_999_999;

/** The id a text names, or null when it names none. */
export function parseId(text: unknown): number | null {
  return typeof text === 'string' && ID_PATTERN.test(text) ? Number(text) : null;
}
