// The one source of locales and localized pathnames (DESIGN.md section 2).
// Internal page keys name the folders under app/[lang]; the words here are
// what visitors and search engines see in each language.

export const locales = ['pt', 'en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Pages whose public path is one fixed (localized) segment, or none for home. */
export const staticPages = {
  home: { pt: '', en: '', es: '' },
  about: { pt: 'sobre-nos', en: 'about-us', es: 'sobre-nosotros' },
  recruitment: { pt: 'agenciamiento', en: 'recruitment', es: 'reclutamiento' },
  favorites: { pt: 'favoritos', en: 'favorites', es: 'favoritos' },
  contact: { pt: 'contato', en: 'contact', es: 'contacto' },
  blog: { pt: 'blog', en: 'blog', es: 'blog' },
  privacy: { pt: 'privacy', en: 'privacy', es: 'privacidad' },
} as const satisfies Record<string, Record<Locale, string>>;

export type StaticPage = keyof typeof staticPages;

/** Talent categories: the internal key is the [category] folder param. */
export const categoryWords = {
  models: { pt: 'modelos', en: 'models', es: 'modelos' },
  actors: { pt: 'atores', en: 'actors', es: 'actores' },
  influencers: { pt: 'influencers', en: 'influencers', es: 'influencers' },
  creators: { pt: 'creators', en: 'creators', es: 'creators' },
} as const satisfies Record<string, Record<Locale, string>>;

export type Category = keyof typeof categoryWords;
export const categories = Object.keys(categoryWords) as Category[];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && value in categoryWords;
}
