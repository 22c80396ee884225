import { describe, expect, it } from 'vitest';
import { perRequestPath } from '@/lib/i18n/query-routes';
import { appendPage, hasMorePages, shownRange } from '@/lib/lists/more-pages';
import { pageCount, pageParam, pagerPages } from '@/lib/lists/pager';

const items = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

describe('a list that loads its next pages in place', () => {
  it('knows when more pages remain, from the page it started at', () => {
    expect(hasMorePages({ items: items(1, 12), total: 30, lastPage: 1 }, 12)).toBe(true);
    expect(hasMorePages({ items: items(25, 30), total: 30, lastPage: 3 }, 12)).toBe(false);
    expect(hasMorePages({ items: items(1, 30), total: 30, lastPage: 1 }, 30)).toBe(false);
    expect(hasMorePages({ items: [], total: 0, lastPage: 1 }, 12)).toBe(false);
  });

  it('appends a page and moves the last page', () => {
    const state = appendPage(
      { items: items(1, 12), total: 30, lastPage: 1 },
      { items: items(13, 24), total: 30, page: 2 },
      12,
    );
    expect(state.items.map((p) => p.id)).toEqual(items(1, 24).map((p) => p.id));
    expect(state.lastPage).toBe(2);
    expect(hasMorePages(state, 12)).toBe(true);
  });

  it('never shows an item twice when the pages shifted', () => {
    const state = appendPage(
      { items: items(1, 12), total: 31, lastPage: 1 },
      { items: items(12, 23), total: 31, page: 2 },
      12,
    );
    expect(new Set(state.items.map((p) => p.id)).size).toBe(state.items.length);
    expect(state.items).toHaveLength(23);
  });

  it('stops at an empty page whatever the count said', () => {
    const state = appendPage(
      { items: items(1, 12), total: 40, lastPage: 1 },
      { items: [], total: 40, page: 2 },
      12,
    );
    expect(hasMorePages(state, 12)).toBe(false);
    expect(state.items).toHaveLength(12);
  });
});

describe('which items a list shows', () => {
  it('counts from the first item of the page the visitor started at to the last loaded', () => {
    expect(shownRange(1, 30, 30, 41)).toEqual({ from: 1, to: 30 });
    expect(shownRange(2, 30, 11, 41)).toEqual({ from: 31, to: 41 });
    expect(shownRange(2, 12, 24, 40)).toEqual({ from: 13, to: 36 });
  });

  it('never runs past the count nor backwards, and is nothing when nothing is shown', () => {
    expect(shownRange(1, 30, 60, 41)).toEqual({ from: 1, to: 41 });
    expect(shownRange(2, 30, 5, 20)).toEqual({ from: 31, to: 31 });
    expect(shownRange(3, 30, 0, 41)).toBeNull();
  });
});

describe('page links', () => {
  it('counts pages and lays out the pager with gaps', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pagerPages(6, 23)).toEqual([1, null, 4, 5, 6, 7, 8, null, 23]);
    expect(pagerPages(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads a page number from a URL, anything else being page 1', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam(' 7 ')).toBe(7);
    for (const raw of [null, undefined, '', '0', '-3', 'abc', '2.5', '99999999']) {
      expect(pageParam(raw), String(raw)).toBe(1);
    }
  });
});

describe('where the proxy sends the blog', () => {
  it('keeps the first page, and ignored parameters, on the static page', () => {
    expect(perRequestPath('/en/blog', new URLSearchParams())).toBeNull();
    expect(perRequestPath('/en/blog', new URLSearchParams('page=1&utm_source=x'))).toBeNull();
    expect(perRequestPath('/en/blog', new URLSearchParams('page=abc'))).toBeNull();
  });

  it('sends a later page to the results page', () => {
    expect(perRequestPath('/es/blog', new URLSearchParams('page=2&x=1'))).toBe(
      '/es/blog/results?page=2',
    );
  });

  it('leaves posts and other pages alone', () => {
    expect(perRequestPath('/en/blog/3/hello', new URLSearchParams('page=2'))).toBeNull();
    expect(perRequestPath('/en/about', new URLSearchParams('page=2'))).toBeNull();
  });
});
