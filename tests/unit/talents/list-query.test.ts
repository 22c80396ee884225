import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiFilters,
  EMPTY_QUERY,
  isFiltered,
  MAX_TALENT_PORTIONS,
  parseTalentQuery,
  toSearch,
} from '@/lib/talents/list-query';

const parse = (search: string) => parseTalentQuery(new URLSearchParams(search));

describe('talent list query', () => {
  it('reads every filter and writes them back in one canonical order', () => {
    const query = parse(
      'page=2&eyes=Green&hair=Brown&height_max=182&height_min=175&gender=woman&q=J%C3%BAlia',
    );
    expect(query).toEqual({
      q: 'Júlia',
      gender: 'woman',
      heightMin: 175,
      heightMax: 182,
      hair: 'Brown',
      eyes: 'Green',
      page: 2,
      more: 1,
    });
    expect(toSearch(query)).toBe(
      'q=J%C3%BAlia&gender=woman&height_min=175&height_max=182&hair=Brown&eyes=Green&page=2',
    );
    expect(parse(toSearch(query))).toEqual(query);
  });

  it('reads an address without parameters as the whole list', () => {
    expect(EMPTY_QUERY).toEqual({
      q: null,
      gender: null,
      heightMin: null,
      heightMax: null,
      hair: null,
      eyes: null,
      page: 1,
      more: 1,
    });
  });

  it('drops unknown parameters and malformed values instead of failing', () => {
    expect(parse('utm_source=x&gender=other&hair=Purple&eyes=<b>&page=-2&height_min=abc')).toEqual(
      EMPTY_QUERY,
    );
    expect(parse('height_min=99&height_max=9999&page=0')).toEqual(EMPTY_QUERY);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('q=%20%20%20').q).toBeNull();
  });

  it('tidies the name search and keeps it within the agency API limit', () => {
    expect(parse('q=%20ana%20%20%20maria%20').q).toBe('ana maria');
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('reads a reversed height range as the range meant', () => {
    const query = parse('height_min=182&height_max=175');
    expect([query.heightMin, query.heightMax]).toEqual([175, 182]);
  });

  it('takes the first of repeated values, from URLSearchParams or Next search params', () => {
    expect(parse('gender=man&gender=woman').gender).toBe('man');
    expect(parseTalentQuery({ gender: ['woman', 'man'], page: '3' })).toMatchObject({
      gender: 'woman',
      page: 3,
    });
  });

  it('tells filters from paging and counts them for the label', () => {
    expect(isFiltered(parse('page=4'))).toBe(false);
    expect(isFiltered(parse('eyes=Blue'))).toBe(true);
    expect(activeFilterCount(parse('gender=woman&height_min=170&height_max=180&q=a'))).toBe(3);
    expect(toSearch({ ...parse('gender=man&page=3'), page: 1 })).toBe('gender=man');
  });

  it("speaks the agency API's filter shape, open-ended ranges as null", () => {
    expect(apiFilters(parse('q=ana&gender=woman&height_min=170&hair=Black&eyes=Blue'))).toEqual([
      { property: 'q', values: ['ana'] },
      { property: 'gender', values: ['woman'] },
      { property: 'height', values: [170, null] },
      { property: 'hair', values: ['Black'] },
      { property: 'eyes', values: ['Blue'] },
    ]);
    expect(apiFilters(EMPTY_QUERY)).toEqual([]);
  });
});

describe('a list grown by "show more"', () => {
  it('reads ?more= on the first page and writes it back in the one spelling', () => {
    const grown = parse('gender=woman&more=3');
    expect(grown).toMatchObject({ page: 1, more: 3 });
    expect(toSearch(grown)).toBe('gender=woman&more=3');
    expect(parse('more=3&page=2')).toMatchObject({ page: 2, more: 1 });
    expect(parse('more=500').more).toBe(MAX_TALENT_PORTIONS);
  });

  it('is not a filter: the whole list grown is still the whole list', () => {
    expect(isFiltered(parse('more=2'))).toBe(false);
  });
});
