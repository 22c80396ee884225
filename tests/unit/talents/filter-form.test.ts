import { describe, expect, it } from 'vitest';
import { FILTER_HEIGHTS, filterSearch, valuesOf } from '@/lib/talents/filter-form';
import { HEIGHT_FILTER_CM, parseTalentQuery, toSearch } from '@/lib/talents/list-query';

const values = (given: Partial<Record<string, string>>) => ({
  q: '',
  gender: '',
  height_min: '',
  height_max: '',
  hair: '',
  eyes: '',
  ...given,
});

describe('filterSearch', () => {
  it('spells what the fields offer as the server canonically does', () => {
    const cases = [
      values({}),
      values({ q: '  Júlia   Alves ', gender: 'woman' }),
      values({ height_min: '165', height_max: '190', hair: 'Light Brown', eyes: 'Green' }),
      values({ gender: 'man', eyes: 'Blue' }),
    ];
    for (const fields of cases) {
      expect(filterSearch(fields)).toBe(toSearch(parseTalentQuery(new URLSearchParams(fields))));
    }
  });

  it('round-trips the values the server renders', () => {
    const query = parseTalentQuery(new URLSearchParams('q=ana&height_min=170&hair=Black&page=3'));
    expect(filterSearch(valuesOf(query))).toBe('q=ana&height_min=170&hair=Black');
  });

  it('offers heights the list reads', () => {
    expect(FILTER_HEIGHTS[0]).toBe(140);
    expect(FILTER_HEIGHTS.at(-1)).toBe(210);
    expect(
      FILTER_HEIGHTS.every((cm) => cm >= HEIGHT_FILTER_CM.min && cm <= HEIGHT_FILTER_CM.max),
    ).toBe(true);
  });
});
