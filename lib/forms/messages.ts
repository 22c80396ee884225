// Zod messages are keys of the next-intl `Validation` namespace, translated
// where they are shown; the server returns the same keys in `{ errors }`.

export const VALIDATION_KEYS = [
  'required',
  'invalidEmail',
  'invalidDate',
  'fileRequired',
  'fileType',
  'fileTooLarge',
  'favoritesRequired',
  'tooLong',
  'invalidOption',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}
