import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import {
  alternatesFor,
  hrefOf,
  pathFor,
  routeOf,
  switchLocalePath,
  templateOf,
  type Route,
} from '@/lib/i18n/paths';
import { categories, routing } from '@/lib/i18n/routing';

// Every kind of page, with values that need encoding.
const ROUTES: Route[] = [
  ...(
    ['home', 'about', 'recruitment', 'favorites', 'contact', 'blog', 'privacy', 'safety'] as const
  ).map((page) => ({ page })),
  { page: 'blogPost', id: '4', slug: 'notícias de verão' },
  ...categories.flatMap((category) => [
    { page: 'talentList' as const, category },
    { page: 'talentProfile' as const, category, id: '12', name: 'ana-lima' },
    { page: 'talentProfile' as const, category, id: '13', name: 'josé maría' },
  ]),
];

describe('pathFor and templateOf agree with next-intl', () => {
  const { getPathname } = createNavigation(routing);
  for (const locale of routing.locales) {
    it(`every route in ${locale}`, () => {
      for (const route of ROUTES) {
        const { pathname, params } = hrefOf(route);
        const expected = getPathname({ locale, href: { pathname, params } as never });
        expect(pathFor(locale, route), JSON.stringify(route)).toBe(expected);
        expect(templateOf(expected, locale), expected).toBe(pathname);
        expect(templateOf(`${expected}/`, locale)).toBe(pathname);
      }
    });
  }

  it('leaves a path that is no page as it is, without its prefix', () => {
    expect(templateOf('/en/nope', 'en')).toBe('/nope');
    expect(templateOf('/sobre-nos', 'en')).toBe('/sobre-nos');
    expect(templateOf('/en', 'en')).toBe('/');
  });
});

describe('pathFor', () => {
  it('leaves pt unprefixed and prefixes en and es', () => {
    expect(pathFor('pt', { page: 'about' })).toBe('/sobre-nos');
    expect(pathFor('en', { page: 'about' })).toBe('/en/about-us');
    expect(pathFor('es', { page: 'about' })).toBe('/es/sobre-nosotros');
    expect(pathFor('pt', { page: 'home' })).toBe('/');
    expect(pathFor('en', { page: 'home' })).toBe('/en');
  });

  it('localizes every static page', () => {
    expect(pathFor('pt', { page: 'recruitment' })).toBe('/agenciamiento');
    expect(pathFor('en', { page: 'recruitment' })).toBe('/en/recruitment');
    expect(pathFor('es', { page: 'recruitment' })).toBe('/es/reclutamiento');
    expect(pathFor('pt', { page: 'favorites' })).toBe('/favoritos');
    expect(pathFor('es', { page: 'contact' })).toBe('/es/contacto');
    expect(pathFor('pt', { page: 'contact' })).toBe('/contato');
    expect(pathFor('pt', { page: 'privacy' })).toBe('/privacy');
    expect(pathFor('es', { page: 'privacy' })).toBe('/es/privacidad');
    expect(pathFor('pt', { page: 'safety' })).toBe('/seguranca');
    expect(pathFor('en', { page: 'safety' })).toBe('/en/safety');
    expect(pathFor('es', { page: 'safety' })).toBe('/es/seguridad');
  });

  it('builds talent and blog paths with ids and names', () => {
    expect(pathFor('pt', { page: 'talentList', category: 'actors' })).toBe('/atores');
    expect(pathFor('es', { page: 'talentList', category: 'actors' })).toBe('/es/actores');
    expect(pathFor('en', { page: 'talentList', category: 'models' })).toBe('/en/models');
    expect(pathFor('es', { page: 'talentList', category: 'models' })).toBe('/es/modelos');
    expect(
      pathFor('en', { page: 'talentProfile', category: 'creators', id: '7', name: 'ana-lima' }),
    ).toBe('/en/creators/7/ana-lima');
    expect(pathFor('es', { page: 'blogPost', id: '3', slug: 'hola' })).toBe('/es/blog/3/hola');
  });
});

describe('routeOf', () => {
  it('reads a route from a pathname template and its params', () => {
    expect(routeOf('/', { lang: 'pt' })).toEqual({ page: 'home' });
    expect(routeOf('/about', {})).toEqual({ page: 'about' });
    expect(routeOf('/actors', { category: 'actors' })).toEqual({
      page: 'talentList',
      category: 'actors',
    });
    expect(routeOf('/models/[id]/[name]', { id: '12', name: 'ana%20lima' })).toEqual({
      page: 'talentProfile',
      category: 'models',
      id: '12',
      name: 'ana lima',
    });
    expect(routeOf('/blog/[id]/[slug]', { id: '4', slug: 'news' })).toEqual({
      page: 'blogPost',
      id: '4',
      slug: 'news',
    });
  });

  it('reads nothing from a path that is no page of the site', () => {
    expect(routeOf('/nope', {})).toBeNull();
    expect(routeOf('/sobre-nos', {})).toBeNull();
  });
});

describe('switchLocalePath', () => {
  it('translates each localized segment', () => {
    expect(switchLocalePath('/about', {}, 'pt', 'en')).toBe('/en/about-us');
    expect(switchLocalePath('/about', {}, 'en', 'es')).toBe('/es/sobre-nosotros');
    expect(switchLocalePath('/about', {}, 'es', 'pt')).toBe('/sobre-nos');
    expect(switchLocalePath('/actors', {}, 'pt', 'en')).toBe('/en/actors');
    expect(switchLocalePath('/actors', {}, 'en', 'es')).toBe('/es/actores');
    expect(switchLocalePath('/privacy', {}, 'pt', 'es')).toBe('/es/privacidad');
  });

  it('keeps a profile id and name', () => {
    const params = { id: '12', name: 'ana-silva' };
    expect(switchLocalePath('/models/[id]/[name]', params, 'pt', 'en')).toBe(
      '/en/models/12/ana-silva',
    );
  });

  it("sends a post to the other language's blog list (post ids differ per language)", () => {
    const params = { id: '4', slug: 'noticias' };
    expect(switchLocalePath('/blog/[id]/[slug]', params, 'en', 'pt')).toBe('/blog');
    expect(switchLocalePath('/blog/[id]/[slug]', params, 'pt', 'es')).toBe('/es/blog');
    expect(switchLocalePath('/blog/[id]/[slug]', params, 'es', 'es')).toBe('/es/blog/4/noticias');
  });

  it('sends unknown paths to the home of the other language', () => {
    expect(switchLocalePath('/nope', {}, 'pt', 'es')).toBe('/es');
    expect(switchLocalePath('/', {}, 'pt', 'en')).toBe('/en');
    expect(switchLocalePath('/', {}, 'en', 'pt')).toBe('/');
  });
});

describe('alternatesFor', () => {
  it('lists every language and x-default for a page that exists in all', () => {
    expect(alternatesFor({ page: 'about' }, 'en')).toEqual({
      pt: '/sobre-nos',
      en: '/en/about-us',
      es: '/es/sobre-nosotros',
      'x-default': '/sobre-nos',
    });
  });

  it('lists only the post itself, with x-default only for the fallback language', () => {
    const post = { page: 'blogPost', id: '63', slug: 'news' } as const;
    expect(alternatesFor(post, 'en')).toEqual({ en: '/en/blog/63/news' });
    expect(alternatesFor(post, 'pt')).toEqual({
      pt: '/blog/63/news',
      'x-default': '/blog/63/news',
    });
  });
});
