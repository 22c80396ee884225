import { describe, expect, it } from 'vitest';
import { pathFor, resolvePath, switchLocalePath } from '@/lib/i18n/paths';

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

describe('resolvePath', () => {
  it('redirects the fallback prefix to the unprefixed path', () => {
    expect(resolvePath('/pt')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolvePath('/pt/sobre-nos')).toEqual({ kind: 'redirect', to: '/sobre-nos' });
  });

  it('reads pages in their language', () => {
    expect(resolvePath('/en/about-us')).toEqual({
      kind: 'page',
      locale: 'en',
      route: { page: 'about' },
    });
    expect(resolvePath('/atores/12/ana')).toEqual({
      kind: 'page',
      locale: 'pt',
      route: { page: 'talentProfile', category: 'actors', id: '12', name: 'ana' },
    });
  });

  it('gives 404 for unknown locales, paths and foreign words', () => {
    for (const path of [
      '/fr',
      '/fr/about-us',
      '/xx/blog',
      '/en/modelos',
      '/nope',
      '/about-us',
      '/es/privacy',
      '/privacidad',
      '/en/about',
      '/modelos/1',
      '/blog/1/a/b',
    ]) {
      expect(resolvePath(path).kind, path).toBe('notFound');
    }
  });

  it('does not throw on broken percent-encoding', () => {
    expect(resolvePath('/%E0%A4%A').kind).toBe('notFound');
  });
});

describe('switchLocalePath', () => {
  it('translates each localized segment', () => {
    expect(switchLocalePath('/sobre-nos', 'en')).toBe('/en/about-us');
    expect(switchLocalePath('/en/about-us', 'es')).toBe('/es/sobre-nosotros');
    expect(switchLocalePath('/es/sobre-nosotros', 'pt')).toBe('/sobre-nos');
    expect(switchLocalePath('/atores', 'en')).toBe('/en/actors');
    expect(switchLocalePath('/en/actors', 'es')).toBe('/es/actores');
    expect(switchLocalePath('/privacy', 'es')).toBe('/es/privacidad');
  });

  it('keeps a profile id and name, and a post id and slug', () => {
    expect(switchLocalePath('/modelos/12/ana-silva', 'en')).toBe('/en/models/12/ana-silva');
    expect(switchLocalePath('/en/blog/4/news', 'pt')).toBe('/blog/4/news');
  });

  it('sends unknown paths to the home of the other language', () => {
    expect(switchLocalePath('/nope', 'es')).toBe('/es');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'pt')).toBe('/');
  });
});
