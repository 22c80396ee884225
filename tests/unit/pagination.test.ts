import { describe, expect, it } from 'vitest';
import { appendPage, hasMore, nextPage } from '@/lib/blog/pagination';

const posts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

describe('blog pagination', () => {
  it('has more while fewer than total are loaded', () => {
    expect(hasMore({ items: posts(1, 12), total: 30, currentPage: 1 })).toBe(true);
    expect(hasMore({ items: posts(1, 30), total: 30, currentPage: 3 })).toBe(false);
    expect(hasMore({ items: [], total: 0, currentPage: 1 })).toBe(false);
  });

  it('asks for current_page + 1', () => {
    expect(nextPage({ items: posts(1, 12), total: 30, currentPage: 1 })).toBe(2);
  });

  it('appends a page and moves the current page', () => {
    const state = appendPage(
      { items: posts(1, 12), total: 30, currentPage: 1 },
      { items: posts(13, 24), total: 30, currentPage: 2 },
    );
    expect(state.items.map((p) => p.id)).toEqual(posts(1, 24).map((p) => p.id));
    expect(state.currentPage).toBe(2);
    expect(hasMore(state)).toBe(true);
  });

  it('never shows a post twice', () => {
    const state = appendPage(
      { items: posts(1, 12), total: 31, currentPage: 1 },
      { items: posts(12, 23), total: 31, currentPage: 2 },
    );
    expect(new Set(state.items.map((p) => p.id)).size).toBe(state.items.length);
    expect(state.items).toHaveLength(23);
  });

  it('stops at an empty page even if total promised more', () => {
    const state = appendPage(
      { items: posts(1, 12), total: 40, currentPage: 1 },
      { items: [], total: 40, currentPage: 2 },
    );
    expect(hasMore(state)).toBe(false);
  });
});
