import { getPathname } from './navigation';
import { routing, type Category, type Locale, type Pathname } from './routing';

// The site's pages as values (a Route) for the server's metadata, sitemap and
// structured data; their public paths are next-intl's (getPathname).

type StaticPage =
  'home' | 'about' | 'recruitment' | 'favorites' | 'contact' | 'blog' | 'privacy' | 'safety';

/** A page of the site, independent of language. */
export type Route =
  | { page: StaticPage }
  | { page: 'blogPost'; id: string; slug: string }
  | { page: 'talentList'; category: Category }
  | { page: 'talentProfile'; category: Category; id: string; name: string };

/** What next-intl's Link, redirect and getPathname take: a pathname of routing.ts and its params. */
export type SiteHref = Parameters<typeof getPathname>[0]['href'];

export function hrefOf(route: Route): SiteHref {
  return hrefParts(route) as SiteHref;
}

function hrefParts(route: Route): { pathname: Pathname; params: Record<string, string> } {
  switch (route.page) {
    case 'home':
      return { pathname: '/', params: {} };
    case 'blogPost':
      return { pathname: '/blog/[id]/[slug]', params: { id: route.id, slug: route.slug } };
    case 'talentList':
      return { pathname: `/${route.category}`, params: {} };
    case 'talentProfile':
      return {
        pathname: `/${route.category}/[id]/[name]`,
        params: { id: route.id, name: route.name },
      };
    default:
      return { pathname: `/${route.page}`, params: {} };
  }
}

/** Public path of a page in a language: pt has no prefix, en and es do. */
export function pathFor(locale: Locale, route: Route): string {
  return getPathname({ locale, href: hrefOf(route) });
}

/**
 * The hreflang alternates of a page in `locale`: the languages the same page
 * exists in (a post only in its own), plus x-default when the fallback
 * language is among them. Alternates are reciprocal by construction.
 */
export function alternatesFor(route: Route, locale: Locale): Record<string, string> {
  const languages: Locale[] = route.page === 'blogPost' ? [locale] : [...routing.locales];
  const alternates: Record<string, string> = Object.fromEntries(
    languages.map((l) => [l, pathFor(l, route)]),
  );
  if (languages.includes(routing.defaultLocale)) {
    alternates['x-default'] = pathFor(routing.defaultLocale, route);
  }
  return alternates;
}
