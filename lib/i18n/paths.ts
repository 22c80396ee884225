import {
  categoryWords,
  defaultLocale,
  isLocale,
  locales,
  staticPages,
  type Category,
  type Locale,
  type StaticPage,
} from './routing';

/** A page of the site, independent of language. */
export type Route =
  | { page: StaticPage }
  | { page: 'blogPost'; id: string; slug: string }
  | { page: 'talentList'; category: Category }
  | { page: 'talentProfile'; category: Category; id: string; name: string };

function withLocale(locale: Locale, segments: string[]): string {
  const parts = locale === defaultLocale ? segments : [locale, ...segments];
  const path = parts.filter(Boolean).map(encodeURIComponent).join('/');
  return `/${path}`;
}

/** Public path of a page in a language: pt has no prefix, en and es do. */
export function pathFor(locale: Locale, route: Route): string {
  switch (route.page) {
    case 'blogPost':
      return withLocale(locale, [staticPages.blog[locale], route.id, route.slug]);
    case 'talentList':
      return withLocale(locale, [categoryWords[route.category][locale]]);
    case 'talentProfile':
      return withLocale(locale, [categoryWords[route.category][locale], route.id, route.name]);
    default:
      return withLocale(locale, [staticPages[route.page][locale]]);
  }
}

/** Internal path under app/[lang] that renders a route. */
export function internalPathFor(locale: Locale, route: Route): string {
  switch (route.page) {
    case 'home':
      return `/${locale}`;
    case 'blogPost':
      return `/${locale}/blog/${encodeURIComponent(route.id)}/${encodeURIComponent(route.slug)}`;
    case 'talentList':
      return `/${locale}/${route.category}`;
    case 'talentProfile':
      return `/${locale}/${route.category}/${encodeURIComponent(route.id)}/${encodeURIComponent(route.name)}`;
    default:
      return `/${locale}/${route.page}`;
  }
}

/**
 * Internal path of the 404 page: deep enough that only the catch-all route
 * under app/[lang] matches it, so the 404 renders in the right language.
 */
export function notFoundInternalPath(locale: Locale): string {
  return `/${locale}/_not-found/-/-/-`;
}

function findKey<K extends string>(
  table: Record<K, Record<Locale, string>>,
  locale: Locale,
  word: string,
): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key][locale] === word);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads the page a public path names, in the language its prefix names. */
export function matchRoute(segments: string[], locale: Locale): Route | null {
  const [first, second, third, ...extra] = segments;
  if (extra.length > 0) return null;
  if (first === undefined) return { page: 'home' };
  const staticPage = findKey(staticPages, locale, first);
  if (staticPage && second === undefined) return { page: staticPage };
  if (staticPage === 'blog' && second && third) {
    return { page: 'blogPost', id: second, slug: third };
  }
  const category = findKey(categoryWords, locale, first);
  if (!category) return null;
  if (second === undefined) return { page: 'talentList', category };
  if (third === undefined) return null;
  return { page: 'talentProfile', category, id: second, name: third };
}

export type Resolution =
  | { kind: 'page'; locale: Locale; route: Route }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; locale: Locale };

/**
 * What the middleware does with a public pathname: the fallback prefix
 * redirects to the unprefixed path, a known page is rendered, anything else
 * is a 404 in the language the path was in.
 */
export function resolvePath(pathname: string): Resolution {
  const raw = pathname.split('/').filter((s) => s.length > 0);
  const segments = raw.map(safeDecode);
  if (segments.some((s) => s === null)) return { kind: 'notFound', locale: defaultLocale };
  const decoded = segments as string[];
  const [first, ...rest] = decoded;
  if (first === defaultLocale) {
    const tail = raw.slice(1).join('/');
    return { kind: 'redirect', to: `/${tail}` };
  }
  const prefixed = first !== undefined && isLocale(first);
  const locale: Locale = prefixed ? first : defaultLocale;
  const route = matchRoute(prefixed ? rest : decoded, locale);
  return route ? { kind: 'page', locale, route } : { kind: 'notFound', locale };
}

/**
 * The same page in another language: each localized segment is translated,
 * ids and names are kept; a path we cannot read goes to the other home.
 */
export function switchLocalePath(pathname: string, to: Locale): string {
  const resolution = resolvePath(pathname);
  if (resolution.kind === 'page') return pathFor(to, resolution.route);
  if (resolution.kind === 'redirect') return switchLocalePath(resolution.to, to);
  return pathFor(to, { page: 'home' });
}

/** Every language's path for a route, for hreflang alternates and switchers. */
export function alternatesFor(route: Route): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, pathFor(l, route)])) as Record<Locale, string>;
}
