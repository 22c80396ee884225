// 1 to 9 digits, so an id always fits the APIs' 32-bit ids: one rule for the proxy, the pages,
// the routes and the forms.
export const ID_PATTERN = /^\d{1,9}$/;
export const MAX_ID = 999_999_999;

export function parseId(text: unknown): number | null {
  return typeof text === 'string' && ID_PATTERN.test(text) ? Number(text) : null;
}
