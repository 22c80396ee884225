// 1 to 9 digits, so an id always fits the APIs' 32-bit ids: one rule for the proxy, the pages,
// the routes and the forms.
export const ID_PATTERN = /^\d{1,9}$/;
export const MAX_ID = 999_999_999;

export function parseId(text: unknown): number | null {
  return typeof text === 'string' && ID_PATTERN.test(text) ? Number(text) : null;
}

// A review board's id and a reviewer's key: 128 random bits as 22 base64url characters
// (lib/review-store/ids.ts makes them). The proxy, the forms and the store read them by this shape.
export const BOARD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
