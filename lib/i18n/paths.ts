import { getPathname } from './navigation';
import { routing, type Locale } from './routing';

/** What next-intl's Link, redirect and getPathname take: a pathname of routing.ts and its params. */
export type SiteHref = Parameters<typeof getPathname>[0]['href'];

/** Public path of a page in a language: pt has no prefix, en and es do. */
export function pathFor(locale: Locale, href: SiteHref): string {
  return getPathname({ locale, href });
}

/**
 * The hreflang alternates of a page in `locale`: the languages the same page
 * exists in (a post only in its own), plus x-default when the fallback
 * language is among them. Alternates are reciprocal by construction.
 */
export function alternatesFor(href: SiteHref, locale: Locale): Record<string, string> {
  const isPost = typeof href === 'object' && href.pathname === '/blog/[id]/[slug]';
  const languages: Locale[] = isPost ? [locale] : [...routing.locales];
  const alternates: Record<string, string> = Object.fromEntries(
    languages.map((l) => [l, pathFor(l, href)]),
  );
  if (languages.includes(routing.defaultLocale)) {
    alternates['x-default'] = pathFor(routing.defaultLocale, href);
  }
  return alternates;
}
