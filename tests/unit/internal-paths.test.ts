import { describe, expect, it } from 'vitest';
import { internalPathLocale, pageAt } from '@/lib/i18n/internal-paths';

const isKnownInternalPath = (path: string) => pageAt(path) !== null;
const rendersPerRequest = (path: string) => pageAt(path)?.render === 'per-request';

describe('the page of an internal path', () => {
  it('knows every page of the site in every language', () => {
    for (const path of [
      '/pt',
      '/en/about',
      '/es/recruitment',
      '/pt/favorites',
      '/en/contact',
      '/es/blog',
      '/pt/blog/12/hello-world',
      '/en/privacy',
      '/es/accessibility',
      '/es/models',
      '/pt/actors/7/ana-lima',
      '/en/influencers',
      '/es/creators/99/jo%C3%A3o',
      '/pt/models/page/2',
      '/en/actors/more/3',
      '/es/influencers/search',
      '/pt/blog/page/2',
      '/en/blog/more/8',
      '/pt/selection',
    ]) {
      expect(isKnownInternalPath(path), path).toBe(true);
    }
  });

  it('refuses unknown languages, pages, depths and ids that are not numbers', () => {
    for (const path of [
      '/',
      '/fr/about',
      '/pt/nope',
      '/pt/fr/about-us',
      '/en/modelos',
      '/pt/models/12',
      '/pt/models/abc/ana',
      '/pt/blog/1/a/b',
      '/en/page-not-found',
      '/es/service-unavailable',
      '/pt/models/1234567890123/x',
      '/pt/models/page/abc',
      '/pt/models/more/-2',
      '/pt/models/page/1234567',
      '/en/blog/search',
      '/pt/models/search/2',
    ]) {
      expect(isKnownInternalPath(path), path).toBe(false);
    }
  });
});

describe('the pages rendered per request', () => {
  it('are the searches and the shared selection, which read their query', () => {
    for (const path of ['/pt/models/search', '/en/creators/search', '/es/selection'])
      expect(rendersPerRequest(path), path).toBe(true);
  });

  it('leave every list, its parts and the other pages cached', () => {
    for (const path of [
      '/pt/models',
      '/en/models/page/2',
      '/es/actors/more/3',
      '/pt/blog',
      '/en/blog/more/2',
      '/pt/models/12/ana',
      '/pt/favorites',
      '/pt/nope',
    ])
      expect(rendersPerRequest(path), path).toBe(false);
  });
});

describe('the 404 of an internal path', () => {
  it('is in the language the path names, else the fallback language', () => {
    expect(internalPathLocale('/es/nope')).toBe('es');
    expect(internalPathLocale('/xx/nope')).toBe('pt');
  });
});
