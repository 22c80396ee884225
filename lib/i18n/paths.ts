import { getPathname } from './navigation';
import { routing, isCategory, type Category, type Locale, type Pathname } from './routing';

// The site's pages as values (a Route), and their public paths, which
// next-intl computes from lib/i18n/routing.ts.

type StaticPage =
  'home' | 'about' | 'recruitment' | 'favorites' | 'contact' | 'blog' | 'privacy' | 'safety';

/** A page of the site, independent of language. */
export type Route =
  | { page: StaticPage }
  | { page: 'blogPost'; id: string; slug: string }
  | { page: 'talentList'; category: Category }
  | { page: 'talentProfile'; category: Category; id: string; name: string };

type Href = Parameters<typeof getPathname>[0]['href'];

/** The next-intl href (internal pathname and params) of a route. */
function hrefOf(route: Route): Href {
  switch (route.page) {
    case 'home':
      return '/';
    case 'blogPost':
      return { pathname: '/blog/[id]/[slug]', params: { id: route.id, slug: route.slug } };
    case 'talentList':
      return `/${route.category}`;
    case 'talentProfile':
      return {
        pathname: `/${route.category}/[id]/[name]`,
        params: { id: route.id, name: route.name },
      };
    default:
      return `/${route.page}`;
  }
}

/** Public path of a page in a language: pt has no prefix, en and es do. */
export function pathFor(locale: Locale, route: Route): string {
  return getPathname({ locale, href: hrefOf(route) });
}

/**
 * The route an internal pathname template names, with the values of its
 * params (what next-intl's usePathname and Next's useParams give a client
 * component); null for a path that is no page of the site.
 */
export function routeOf(template: string, params: Record<string, unknown>): Route | null {
  if (!Object.hasOwn(routing.pathnames, template)) return null;
  const pathname = template as Pathname;
  const value = (name: string) => {
    const raw = params[name];
    if (typeof raw !== 'string') return '';
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  };
  if (pathname === '/') return { page: 'home' };
  if (pathname === '/blog/[id]/[slug]') {
    return { page: 'blogPost', id: value('id'), slug: value('slug') };
  }
  const [, first, id] = pathname.split('/');
  if (isCategory(first)) {
    return id
      ? { page: 'talentProfile', category: first, id: value('id'), name: value('name') }
      : { page: 'talentList', category: first };
  }
  return { page: first as StaticPage };
}

/**
 * The page that stands for `route` in another language. Each language has its
 * own posts (a post's id names nothing in another language), so a post's
 * equivalent is that language's blog list; every other page is the same page.
 */
function equivalentRoute(route: Route, from: Locale, to: Locale): Route {
  return route.page === 'blogPost' && from !== to ? { page: 'blog' } : route;
}

/**
 * The same page in another language, from what a client component knows of
 * the current one (next-intl's pathname template and Next's params): ids and
 * names are kept, a post goes to the other blog, a path that is no page of
 * the site goes to the other home.
 */
export function switchLocalePath(
  template: string,
  params: Record<string, unknown>,
  from: Locale,
  to: Locale,
): string {
  const route = routeOf(template, params);
  return pathFor(to, route ? equivalentRoute(route, from, to) : { page: 'home' });
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
