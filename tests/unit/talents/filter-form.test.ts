import { describe, expect, it } from 'vitest';
import { FILTER_HEIGHTS, valuesOf } from '@/lib/talents/filter-form';
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

describe('the filter form', () => {
  it('renders the values the server read, as the fields hold them', () => {
    const query = parseTalentQuery(new URLSearchParams('q=ana&height_min=170&hair=Black&page=3'));
    expect(valuesOf(query)).toEqual({ ...values({ q: 'ana', height_min: '170', hair: 'Black' }) });
    expect(toSearch(parseTalentQuery(new URLSearchParams(valuesOf(query))))).toBe(
      'q=ana&height_min=170&hair=Black',
    );
  });

  it('offers heights the list reads', () => {
    expect(FILTER_HEIGHTS[0]).toBe(140);
    expect(FILTER_HEIGHTS.at(-1)).toBe(210);
    expect(
      FILTER_HEIGHTS.every((cm) => cm >= HEIGHT_FILTER_CM.min && cm <= HEIGHT_FILTER_CM.max),
    ).toBe(true);
  });
});
