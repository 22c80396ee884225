import { describe, expect, it } from 'vitest';
import { perRequestPath } from '@/lib/i18n/query-routes';
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

describe("where the proxy sends a profile's request", () => {
  it('keeps the bare profile, and one with unknown parameters, on its cached page', () => {
    expect(perRequestPath('/pt/models/12/ana', new URLSearchParams())).toBeNull();
    expect(perRequestPath('/pt/models/12/ana', new URLSearchParams('utm_source=a'))).toBeNull();
  });

  it('sends a chosen tab or unit to the view page, in the canonical spelling', () => {
    expect(
      perRequestPath('/en/actors/12/ana', new URLSearchParams('height=cm&x=1&media=video')),
    ).toBe('/en/actors/12/ana/view?media=video&height=cm');
  });

  it('leaves other pages alone', () => {
    expect(perRequestPath('/pt/models', new URLSearchParams('media=snap'))).toBeNull();
    expect(perRequestPath('/pt/blog/3/post', new URLSearchParams('media=snap'))).toBeNull();
  });
});
