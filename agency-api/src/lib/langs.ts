export const LANGS = ['pt', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A localized string in the three site languages. */
export type L10n = Record<Lang, string>;
