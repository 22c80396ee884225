import { describe, expect, it } from 'vitest';
import { internalPathOf, movedAddress } from '@/lib/addresses/moved';

const moved = (page: string, search: string) => {
  const href = movedAddress(page, new URLSearchParams(search));
  return href === null ? null : internalPathOf(href);
};

describe('where an address of the earlier spelling lives now', () => {
  it('sends a list query to the search page, and its parts to their paths', () => {
    expect(moved('models', 'gender=woman')).toBe('/models/search?gender=woman');
    expect(moved('actors', 'q=ana&more=2')).toBe('/actors/search?q=ana&more=2');
    expect(moved('models', 'page=2')).toBe('/models/page/2');
    expect(moved('creators', 'more=3')).toBe('/creators/more/3');
    expect(moved('models', 'page=abc')).toBe('/models');
  });

  it("sends the blog's parts to their paths", () => {
    expect(moved('blog', 'more=2')).toBe('/blog/more/2');
    expect(moved('blog', 'page=3')).toBe('/blog/page/3');
  });

  it('sends a shared selection, its marks kept, to its own page', () => {
    expect(moved('favorites', 'ids=12,45&yes=12')).toBe('/selection?ids=12,45&yes=12');
  });

  it('leaves any other query alone: the cached page is served', () => {
    expect(moved('models', 'utm_source=newsletter')).toBeNull();
    expect(moved('favorites', '')).toBeNull();
    expect(moved('about', 'page=2')).toBeNull();
    expect(moved('blog', 'gender=woman')).toBeNull();
  });
});
