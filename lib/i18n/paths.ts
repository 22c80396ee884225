import { routing, isCategory, type Category, type Locale, type Pathname } from './routing';

// The site's pages as values (a Route), and their public paths, read from the
// localized pathnames of lib/i18n/routing.ts. Computed here rather than with
// next-intl's navigation helpers: the language switcher and the error pages
// run in the browser on every page, and those helpers would add about 2 KB
// gzip to each page's first load. tests/unit/paths.test.ts checks every
// route in every language against next-intl's own getPathname.

type StaticPage =
  'home' | 'about' | 'recruitment' | 'favorites' | 'contact' | 'blog' | 'privacy' | 'safety';

/** A page of the site, independent of language. */
export type Route =
  | { page: StaticPage }
  | { page: 'blogPost'; id: string; slug: string }
  | { page: 'talentList'; category: Category }
  | { page: 'talentProfile'; category: Category; id: string; name: string };

type Href = { pathname: Pathname; params: Record<string, string> };

/** The internal pathname and params of a route. */
export function hrefOf(route: Route): Href {
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

/** The public pathname template of an internal one in a language (without its prefix). */
function localizedTemplate(pathname: Pathname, locale: Locale): string {
  const entry: string | Record<Locale, string> = routing.pathnames[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
}

const prefixOf = (locale: Locale) => (locale === routing.defaultLocale ? '' : `/${locale}`);

/** Public path of a page in a language: pt has no prefix, en and es do. */
export function pathFor(locale: Locale, route: Route): string {
  const { pathname, params } = hrefOf(route);
  const path = localizedTemplate(pathname, locale).replace(/\[(\w+)\]/g, (_, name: string) =>
    // Encoded as next-intl does (encodeURI), so links keep their exact form.
    encodeURI(params[name] ?? ''),
  );
  const prefix = prefixOf(locale);
  return path === '/' && prefix ? prefix : prefix + path;
}

/**
 * The internal pathname template of a public path in a language (e.g.
 * `/en/models/12/ana` → `/models/[id]/[name]`); a path that is no page of the
 * site comes back as it is, without its language prefix.
 */
export function templateOf(publicPath: string, locale: Locale): string {
  const prefix = prefixOf(locale);
  const inner =
    prefix && (publicPath === prefix || publicPath.startsWith(`${prefix}/`))
      ? publicPath.slice(prefix.length) || '/'
      : publicPath;
  const trimmed = inner.replace(/\/+$/, '') || '/';
  for (const pathname of Object.keys(routing.pathnames) as Pathname[]) {
    const pattern = localizedTemplate(pathname, locale)
      .split(/\[\w+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    if (new RegExp(`^${pattern}$`).test(trimmed)) return pathname;
  }
  return trimmed;
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
