import { describe, expect, it } from 'vitest';
import { inIdOrder, parseSelectionIds, selectionSearch } from '@/lib/selection/ids';
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
