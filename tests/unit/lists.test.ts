import { describe, expect, it } from 'vitest';
import { growth } from '@/lib/lists/growth';
import { hasBlankValue, listWindow, pageCount, pageParam, pagerPages } from '@/lib/lists/pager';

const list = (page: number, more: number, shown: number, total: number) =>
  growth({ page, more, pageSize: 30, shown, total, maxPortions: 10 });

describe('what a list address shows and where "show more" leads', () => {
  it('grows the first page by one portion while more remain', () => {
    expect(list(1, 1, 30, 41)).toEqual({
      from: 1,
      to: 30,
      lastPage: 1,
      next: { page: 1, more: 2 },
    });
    expect(list(1, 2, 41, 41)).toEqual({ from: 1, to: 41, lastPage: 2, next: null });
    expect(list(1, 1, 30, 30).next).toBeNull();
  });

  it('stops growing at its largest size and on a later page, where the page links lead on', () => {
    expect(list(1, 10, 300, 1000)).toMatchObject({ to: 300, lastPage: 10, next: null });
    expect(list(2, 1, 11, 41)).toEqual({ from: 31, to: 41, lastPage: 2, next: null });
    expect(list(3, 1, 30, 1000)).toMatchObject({ from: 61, to: 90, next: null });
  });

  it('never runs past the count nor backwards when the count shrank meanwhile', () => {
    expect(list(1, 2, 60, 41)).toMatchObject({ from: 1, to: 41, next: null });
    expect(list(2, 1, 5, 20)).toMatchObject({ from: 31, to: 31 });
    expect(list(1, 1, 0, 0).next).toBeNull();
  });
});

describe('the part of a searched list its query names', () => {
  it('reads ?more= on the first page only, within the largest size', () => {
    expect(listWindow(new URLSearchParams(''), 8)).toEqual({ page: 1, more: 1 });
    expect(listWindow(new URLSearchParams('more=3'), 8)).toEqual({ page: 1, more: 3 });
    expect(listWindow(new URLSearchParams('more=99'), 8)).toEqual({ page: 1, more: 8 });
    expect(listWindow(new URLSearchParams('more=abc'), 8)).toEqual({ page: 1, more: 1 });
    expect(listWindow({ page: '4', more: '3' }, 8)).toEqual({ page: 4, more: 1 });
  });

  it('notices the blank fields a GET form sends', () => {
    expect(hasBlankValue(new URLSearchParams('q=&gender=woman'))).toBe(true);
    expect(hasBlankValue({ gender: ['woman', ' '] })).toBe(true);
    expect(hasBlankValue(new URLSearchParams('gender=woman'))).toBe(false);
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
