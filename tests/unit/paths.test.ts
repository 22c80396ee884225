import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { alternatesFor, pathFor } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { switchLocaleHref } from '@/lib/i18n/switch-locale';
import { postHref } from '@/lib/blog/post-item';
import { profileHref } from '@/lib/talents/profile-href';

describe('pathFor', () => {
  it('leaves pt unprefixed and prefixes en and es', () => {
    expect(pathFor('pt', '/about')).toBe('/sobre-nos');
    expect(pathFor('en', '/about')).toBe('/en/about-us');
    expect(pathFor('es', '/about')).toBe('/es/sobre-nosotros');
    expect(pathFor('pt', '/')).toBe('/');
    expect(pathFor('en', '/')).toBe('/en');
  });

  it('localizes every static page', () => {
    expect(pathFor('pt', '/recruitment')).toBe('/agenciamiento');
    expect(pathFor('en', '/recruitment')).toBe('/en/recruitment');
    expect(pathFor('es', '/recruitment')).toBe('/es/reclutamiento');
    expect(pathFor('pt', '/favorites')).toBe('/favoritos');
    expect(pathFor('es', '/contact')).toBe('/es/contacto');
    expect(pathFor('pt', '/contact')).toBe('/contato');
    expect(pathFor('pt', '/privacy')).toBe('/privacy');
    expect(pathFor('es', '/privacy')).toBe('/es/privacidad');
    expect(pathFor('pt', '/safety')).toBe('/seguranca');
    expect(pathFor('en', '/safety')).toBe('/en/safety');
    expect(pathFor('es', '/safety')).toBe('/es/seguridad');
    expect(pathFor('pt', '/accessibility')).toBe('/acessibilidade');
    expect(pathFor('en', '/accessibility')).toBe('/en/accessibility');
    expect(pathFor('es', '/accessibility')).toBe('/es/accesibilidad');
  });

  it('builds talent and blog paths with ids and names', () => {
    expect(pathFor('pt', '/actors')).toBe('/atores');
    expect(pathFor('es', '/actors')).toBe('/es/actores');
    expect(pathFor('en', '/models')).toBe('/en/models');
    expect(pathFor('es', '/models')).toBe('/es/modelos');
    expect(pathFor('en', profileHref('creators', { id: '7', name: 'ana-lima' }))).toBe(
      '/en/creators/7/ana-lima',
    );
    expect(pathFor('es', postHref({ id: '3', slug: 'hola' }))).toBe('/es/blog/3/hola');
  });
});

describe('switchLocaleHref (the language switch)', () => {
  const { getPathname } = createNavigation(routing);
  const to = (
    locale: (typeof routing.locales)[number],
    template: string,
    params: Record<string, string> = {},
    changes = true,
    translation?: Parameters<typeof switchLocaleHref>[3],
  ) => getPathname({ locale, href: switchLocaleHref(template, params, changes, translation) });

  it('translates each localized segment', () => {
    expect(to('en', '/about')).toBe('/en/about-us');
    expect(to('es', '/about')).toBe('/es/sobre-nosotros');
    expect(to('pt', '/about')).toBe('/sobre-nos');
    expect(to('es', '/actors')).toBe('/es/actores');
    expect(to('es', '/privacy')).toBe('/es/privacidad');
  });

  it('keeps a profile id and name, decoded once', () => {
    const params = { id: '12', name: 'ana-silva' };
    expect(to('en', '/models/[id]/[name]', params)).toBe('/en/models/12/ana-silva');
    expect(to('pt', '/actors/[id]/[name]', params)).toBe('/atores/12/ana-silva');
    expect(to('es', '/models/[id]/[name]', { id: '3', name: 'jos%C3%A9' })).toBe(
      `/es/modelos/3/${encodeURI('josé')}`,
    );
  });

  it("sends a post to its translation, or to the other language's blog without one", () => {
    const params = { id: '4', slug: 'noticias' };
    const translation = postHref({ id: 71, slug: 'news' });
    expect(to('en', '/blog/[id]/[slug]', params, true, translation)).toBe('/en/blog/71/news');
    expect(to('pt', '/blog/[id]/[slug]', params)).toBe('/blog');
    expect(to('es', '/blog/[id]/[slug]', params)).toBe('/es/blog');
    expect(to('es', '/blog/[id]/[slug]', params, false, translation)).toBe('/es/blog/4/noticias');
  });

  it('sends a path that is no page to the home of the other language', () => {
    expect(to('es', '/nope')).toBe('/es');
    expect(to('en', '/')).toBe('/en');
    expect(to('pt', '/')).toBe('/');
  });
});

describe('alternatesFor', () => {
  it('lists every language and x-default for a page that exists in all', () => {
    expect(alternatesFor('/about', 'en')).toEqual({
      pt: '/sobre-nos',
      en: '/en/about-us',
      es: '/es/sobre-nosotros',
      'x-default': '/sobre-nos',
    });
  });

  it('lists only the post itself, with x-default only for the fallback language', () => {
    const post = postHref({ id: '63', slug: 'news' });
    expect(alternatesFor(post, 'en')).toEqual({ en: '/en/blog/63/news' });
    expect(alternatesFor(post, 'pt')).toEqual({
      pt: '/blog/63/news',
      'x-default': '/blog/63/news',
    });
  });

  it("adds a post's translations, each at its own address", () => {
    const post = postHref({ id: '63', slug: 'news' });
    const translations = { pt: postHref({ id: 12, slug: 'noticias' }) };
    expect(alternatesFor(post, 'en', translations)).toEqual({
      pt: '/blog/12/noticias',
      en: '/en/blog/63/news',
      'x-default': '/blog/12/noticias',
    });
  });
});

describe('profileHref', () => {
  it('links a talent under its category with the slug of its name', () => {
    expect(pathFor('pt', profileHref('actors', { id: 7, name: 'Júlia Ávila' }))).toBe(
      '/atores/7/julia-avila',
    );
    expect(pathFor('en', profileHref('actors', { id: '12', name: '  ' }))).toBe(
      '/en/actors/12/talent',
    );
  });
});
