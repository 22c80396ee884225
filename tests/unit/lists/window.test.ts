import { describe, expect, it } from 'vitest';
import { pathFor } from '@/lib/i18n/paths';
import { listOfPathname, pathWindow, windowHref } from '@/lib/lists/window';

describe('a whole list part named by its path', () => {
  it('reads a later page and a grown list, each in its one spelling', () => {
    expect(pathWindow('page', '3', 10)).toEqual({ window: { page: 3, more: 1 }, canonical: true });
    expect(pathWindow('more', '3', 10)).toEqual({ window: { page: 1, more: 3 }, canonical: true });
  });

  it('names the list itself for 0 and 1, and the largest size past it, as other spellings', () => {
    expect(pathWindow('page', '1', 10)).toEqual({ window: { page: 1, more: 1 }, canonical: false });
    expect(pathWindow('more', '0', 10)).toEqual({ window: { page: 1, more: 1 }, canonical: false });
    expect(pathWindow('more', '99', 8)).toEqual({ window: { page: 1, more: 8 }, canonical: false });
    expect(pathWindow('page', '9999999', 10).canonical).toBe(false);
  });
});

describe('the address of a part of a list', () => {
  it('is a path in each language, with the first new item as its fragment', () => {
    const grown = windowHref('/models', { page: 1, more: 2 }, 'talent-31');
    expect(grown).toMatchObject({ hash: 'talent-31' });
    expect(pathFor('pt', grown)).toBe('/modelos/mais/2');
    expect(pathFor('en', windowHref('/actors', { page: 4, more: 1 }))).toBe('/en/actors/page/4');
    expect(pathFor('es', windowHref('/blog', { page: 1, more: 3 }))).toBe('/es/blog/mas/3');
    expect(pathFor('es', windowHref('/models', { page: 1, more: 1 }))).toBe('/es/modelos');
  });
});

describe('the list a page is a part of', () => {
  it('takes a list, its parts and its search for one page, nothing else', () => {
    for (const template of ['/models', '/models/more/[n]', '/models/page/[n]', '/models/search'])
      expect(listOfPathname(template), template).toBe('/models');
    expect(listOfPathname('/blog/more/[n]')).toBe('/blog');
    for (const template of ['/models/[id]/[name]', '/blog/[id]/[slug]', '/about', '/'])
      expect(listOfPathname(template), template).toBeNull();
  });
});
