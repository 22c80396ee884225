import { getPathname } from './navigation';
import { routing, type Locale } from './routing';

/** What next-intl's Link, redirect and getPathname take: a pathname of routing.ts and its params. */
export type SiteHref = Parameters<typeof getPathname>[0]['href'];

/** Public path of a page in a language: pt has no prefix, en and es do. */
export function pathFor(locale: Locale, href: SiteHref): string {
  return getPathname({ locale, href });
}

/** A page's address in the other languages where it is another page (a post's translations). */
export type Versions = Partial<Record<Locale, SiteHref>>;

const isPostHref = (href: SiteHref) =>
  typeof href === 'object' && href.pathname === '/blog/[id]/[slug]';

/**
 * The hreflang alternates of a page in `locale`: the languages the same page
 * exists in (a post only in its own and in its `translations`), plus
 * x-default when the fallback language is among them. Alternates are
 * reciprocal when each translation names the others, as the agency API's do.
 */
export function alternatesFor(
  href: SiteHref,
  locale: Locale,
  translations: Versions = {},
): Record<string, string> {
  const versions: Versions = isPostHref(href)
    ? { ...translations, [locale]: href }
    : Object.fromEntries(routing.locales.map((l) => [l, href]));
  const alternates: Record<string, string> = {};
  for (const l of routing.locales) {
    const version = versions[l];
    if (version) alternates[l] = pathFor(l, version);
  }
  const fallback = versions[routing.defaultLocale];
  if (fallback) alternates['x-default'] = pathFor(routing.defaultLocale, fallback);
  return alternates;
}
