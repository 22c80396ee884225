import { describe, expect, it } from 'vitest';
import { parseProfileView, profileViewSearch } from '@/lib/talents/profile-view';

const parse = (search: string) => parseProfileView(new URLSearchParams(search));

describe("a profile's view in its address", () => {
  it('reads the tab and the units and writes them back in one order', () => {
    const view = parse('shoes=UK&height=ftin&media=snap');
    expect(view).toEqual({ media: 'snap', height: 'ftin', shoes: 'UK' });
    expect(profileViewSearch(view)).toBe('?media=snap&height=ftin&shoes=UK');
  });

  it('drops what is unknown or malformed, so the bare profile is ""', () => {
    expect(parse('media=photos&height=m&shoes=us&utm_source=x')).toEqual({});
    expect(profileViewSearch({})).toBe('');
    // The page's own searchParams: a name given twice is not a choice.
    expect(parseProfileView({ media: ['snap', 'video'], height: 'cm' })).toEqual({ height: 'cm' });
  });
});
