import { describe, expect, it } from 'vitest';
import { inIdOrder, parseSelectionIds, selectionSearch } from '@/lib/selection/ids';
import { idsOfLink, selectionPath } from '@/lib/selection/link';
import {
  filterByMark,
  markCounts,
  marksFromSearch,
  marksOf,
  marksSearch,
  parseMarksBySelection,
  setMark,
} from '@/lib/selection/marks';

describe('parseSelectionIds', () => {
  it('keeps the order, drops repeats and counts malformed entries', () => {
    expect(parseSelectionIds('45,12, 45,abc,,-3,0,7.5,78')).toEqual({
      ids: [45, 12, 78],
      malformed: 4,
      beyond: 0,
    });
  });

  it('reads repeated parameters and takes only the first 100', () => {
    const many = Array.from({ length: 105 }, (_, i) => String(i + 1));
    const parsed = parseSelectionIds([many.slice(0, 50).join(','), many.slice(50).join(',')]);
    expect(parsed.ids).toHaveLength(100);
    expect(parsed.ids.at(-1)).toBe(100);
    expect(parsed.beyond).toBe(5);
  });

  it('refuses ids too large for the agency', () => {
    expect(parseSelectionIds('99999999999,3').ids).toEqual([3]);
    expect(parseSelectionIds(undefined).ids).toEqual([]);
  });

  it('writes one spelling and orders items as asked', () => {
    expect(selectionSearch([3, 1, 2])).toBe('ids=3,1,2');
    expect(inIdOrder([3, 9, 1], [{ id: 1 }, { id: 3 }])).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
describe('marks', () => {
  const talents = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('sets, clears, filters and counts', () => {
    let marks = setMark({}, 1, 'yes');
    marks = setMark(marks, 2, 'no');
    expect(filterByMark(talents, marks, 'yes')).toEqual([{ id: 1 }]);
    expect(filterByMark(talents, marks, 'unmarked')).toEqual([{ id: 3 }]);
    expect(markCounts(talents, marks)).toEqual({ yes: 1, maybe: 0, no: 1, unmarked: 1 });
    marks = setMark(marks, 1, null);
    expect(marks).toEqual({ 2: 'no' });
    expect(marksOf({ 2: 'no', 9: 'yes' }, [1, 2])).toEqual({ 2: 'no' });
  });

  it('drops damaged storage', () => {
    expect(parseMarksBySelection('{"1,2":{"1":"yes"}}')).toEqual({ '1,2': { 1: 'yes' } });
    expect(parseMarksBySelection('{"1,2":{"1":"perhaps"}}')).toEqual({});
    expect(parseMarksBySelection('not json')).toEqual({});
  });

  it("travel in a link's query for the listed talents only, and are read back", () => {
    const marks = { 1: 'yes', 2: 'no', 3: 'yes', 9: 'maybe' } as const;
    const query = marksSearch(marks, [3, 1, 2]);
    expect(query).toBe('yes=3,1&no=2');
    expect(marksFromSearch(new URLSearchParams(query), [1, 2, 3])).toEqual({
      1: 'yes',
      2: 'no',
      3: 'yes',
    });
    // Ids not in the selection, and what is not an id, are left out.
    expect(marksFromSearch(new URLSearchParams('maybe=1,7,x&no=abc'), [1, 2])).toEqual({
      1: 'maybe',
    });
    expect(marksSearch({}, [1])).toBe('');
  });
});

describe('selectionPath', () => {
  it('is the selection page of the language, the ids in their order, then the marks', () => {
    expect(selectionPath('pt', [12, 45])).toBe('/selecao?ids=12,45');
    expect(selectionPath('en', [45, 12])).toBe('/en/selection?ids=45,12');
    expect(selectionPath('es', [7], 'yes=7')).toBe('/es/seleccion?ids=7&yes=7');
    expect(idsOfLink(`https://agency.example${selectionPath('en', [3, 1], 'no=1')}`)).toEqual([
      3, 1,
    ]);
  });
});
