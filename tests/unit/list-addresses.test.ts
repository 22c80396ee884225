import { describe, expect, it } from 'vitest';
import { internalPathOf, listPartAddress, movedAddress } from '@/lib/proxy/moved';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { listPathOf, pathWindow, windowHref } from '@/lib/lists/window';
import { talentListHref } from '@/lib/talents/list-href';
import { EMPTY_QUERY, parseTalentQuery } from '@/lib/talents/list-query';

// The addresses of a list's parts: a whole list's in the path (/modelos/pagina/2, /modelos/mais/2),
// a filtered one on its search page (/modelos/busca?gender=woman), and where the earlier spelling
// (/modelos?page=2) lives now.

describe('the part of a list its path names', () => {
  it('reads a later page, and a grown list within its largest size', () => {
    expect(pathWindow('page', '3', 10)).toEqual({ window: { page: 3, more: 1 }, canonical: true });
    expect(pathWindow('more', '3', 10)).toEqual({ window: { page: 1, more: 3 }, canonical: true });
    expect(pathWindow('more', '10', 10).canonical).toBe(true);
  });

  it('names another spelling of a part, which redirects to its own', () => {
    expect(pathWindow('page', '1', 10)).toEqual({ window: { page: 1, more: 1 }, canonical: false });
    expect(pathWindow('more', '1', 10)).toEqual({ window: { page: 1, more: 1 }, canonical: false });
    expect(pathWindow('more', '99', 8)).toEqual({ window: { page: 1, more: 8 }, canonical: false });
    expect(pathWindow('page', '0', 10).canonical).toBe(false);
  });
});

describe('the address of a part of a list', () => {
  const at = (locale: Locale, href: Parameters<typeof pathFor>[1]) => pathFor(locale, href);

  it('is the path of a whole list, in each language', () => {
    expect(at('pt', windowHref('/models', { page: 1, more: 1 }))).toBe('/modelos');
    expect(at('pt', windowHref('/models', { page: 2, more: 1 }))).toBe('/modelos/pagina/2');
    expect(at('en', windowHref('/models', { page: 2, more: 1 }))).toBe('/en/models/page/2');
    expect(at('es', windowHref('/actors', { page: 1, more: 3 }))).toBe('/es/actores/mas/3');
    expect(at('pt', windowHref('/blog', { page: 1, more: 2 }))).toBe('/blog/mais/2');
    expect(at('en', windowHref('/blog', { page: 4, more: 1 }))).toBe('/en/blog/page/4');
  });

  it('carries the first new item as its fragment', () => {
    const grown = windowHref('/models', { page: 1, more: 2 }, 'talent-31');
    expect(grown).toMatchObject({ hash: 'talent-31' });
    expect(at('en', grown)).toBe('/en/models/more/2');
    expect(windowHref('/blog', { page: 1, more: 1 }, 'post-1')).toEqual({
      pathname: '/blog',
      hash: 'post-1',
    });
  });

  it('is the search page for a filtered list, its part in the query', () => {
    const women = parseTalentQuery(new URLSearchParams('gender=woman&more=2'));
    expect(at('pt', talentListHref('models', women))).toBe('/modelos/busca?gender=woman&more=2');
    expect(talentListHref('models', women, 'talent-31')).toMatchObject({ hash: 'talent-31' });
    expect(at('es', talentListHref('models', { ...EMPTY_QUERY, q: 'ana' }))).toBe(
      '/es/modelos/busqueda?q=ana',
    );
    expect(at('pt', talentListHref('models', { ...EMPTY_QUERY, page: 2 }))).toBe(
      '/modelos/pagina/2',
    );
  });
});

describe('the list a page belongs to, for the page fade', () => {
  it('is the same for a list, its parts and its search, in every language', () => {
    for (const path of ['/modelos', '/modelos/mais/2', '/modelos/pagina/3', '/modelos/busca'])
      expect(listPathOf(path), path).toBe('/modelos');
    expect(listPathOf('/en/models/more/2')).toBe('/en/models');
    expect(listPathOf('/es/actores/busqueda')).toBe('/es/actores');
    expect(listPathOf('/es/blog/mas/2')).toBe('/es/blog');
  });

  it('is the page itself for any other page', () => {
    for (const path of ['/', '/en', '/modelos/12/ana', '/blog/3/um-post', '/favoritos'])
      expect(listPathOf(path), path).toBe(path);
  });
});

describe('where an earlier list address lives now', () => {
  const moved = (page: string, search: string) => movedAddress(page, new URLSearchParams(search));

  it('sends a list asked by its query to its path or its search page', () => {
    expect(pathFor('pt', moved('models', 'page=2')!)).toBe('/modelos/pagina/2');
    expect(pathFor('en', moved('models', 'more=2')!)).toBe('/en/models/more/2');
    expect(pathFor('pt', moved('models', 'more=99')!)).toBe('/modelos/mais/10');
    expect(pathFor('pt', moved('models', 'page=1')!)).toBe('/modelos');
    expect(pathFor('es', moved('actors', 'gender=woman&page=2')!)).toBe(
      '/es/actores/busqueda?gender=woman&page=2',
    );
    expect(pathFor('pt', moved('blog', 'more=2')!)).toBe('/blog/mais/2');
    expect(pathFor('en', moved('blog', 'page=3')!)).toBe('/en/blog/page/3');
    expect(pathFor('pt', moved('blog', 'more=99')!)).toBe('/blog/mais/8');
  });

  it('leaves a list asked without its query, or with a query it never read', () => {
    expect(moved('models', '')).toBeNull();
    expect(moved('models', 'utm_source=x')).toBeNull();
    expect(moved('models', '_rsc=abc')).toBeNull();
    expect(moved('blog', 'gender=woman')).toBeNull();
    expect(moved('about', 'page=2')).toBeNull();
  });

  it('names the internal path the proxy spells in the address language', () => {
    expect(internalPathOf(moved('models', 'page=2')!)).toBe('/models/page/2');
    expect(internalPathOf(moved('models', 'q=j%C3%BAlia')!)).toBe('/models/search?q=j%C3%BAlia');
    expect(internalPathOf(moved('blog', 'page=1')!)).toBe('/blog');
  });
});

describe("another spelling of a list's part", () => {
  it('leads to the part it names', () => {
    expect(pathFor('pt', listPartAddress(['models', 'page', '1'])!)).toBe('/modelos');
    expect(pathFor('pt', listPartAddress(['models', 'more', '1'])!)).toBe('/modelos');
    expect(pathFor('en', listPartAddress(['actors', 'more', '99'])!)).toBe('/en/actors/more/10');
    expect(pathFor('es', listPartAddress(['blog', 'more', '9'])!)).toBe('/es/blog/mas/8');
    expect(pathFor('pt', listPartAddress(['blog', 'page', '0'])!)).toBe('/blog');
  });

  it("leaves a part's own spelling and every other page", () => {
    for (const path of [
      ['models', 'page', '2'],
      ['models', 'more', '10'],
      ['blog', 'more', '8'],
      ['blog', 'page', '99'],
      ['models', '12', 'ana'],
      ['blog', '12', 'hello'],
      ['about', 'page', '1'],
      ['models', 'search'],
      ['models'],
    ])
      expect(listPartAddress(path), path.join('/')).toBeNull();
  });
});
