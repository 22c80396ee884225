import { describe, expect, it } from 'vitest';
import { internalPathOf, movedAddress } from '@/lib/proxy/moved';

const moved = (page: string, search: string) => {
  const href = movedAddress(page, new URLSearchParams(search));
  return href === null ? null : internalPathOf(href);
};

describe('where an address of the earlier spelling lives now', () => {
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
