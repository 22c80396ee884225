import { describe, expect, it } from 'vitest';
import { rangeOptions } from '@/lib/options/range';

describe('rangeOptions', () => {
  it('includes both ends', () => {
    expect(rangeOptions(1, 3, 1).map((o) => o.value)).toEqual(['1', '2', '3']);
  });

  it('does not accumulate float error over long decimal ranges', () => {
    const options = rangeOptions(0, 100, 0.1);
    expect(options).toHaveLength(1001);
    expect(options[3]?.value).toBe('0.3'); // 0.1 + 0.1 + 0.1 would be 0.30000000000000004
    expect(options.at(-1)?.value).toBe('100');
    expect(options.every((o) => /^\d+(\.\d)?$/.test(o.value))).toBe(true);
  });

  it('stops at the last step that fits', () => {
    expect(rangeOptions(0, 1, 0.3).map((o) => o.value)).toEqual(['0', '0.3', '0.6', '0.9']);
  });

  it('applies a label function to the numeric value', () => {
    expect(rangeOptions(1, 2, 0.5, (n) => `${n * 2}`)).toEqual([
      { value: '1', label: '2' },
      { value: '1.5', label: '3' },
      { value: '2', label: '4' },
    ]);
  });

  it('returns nothing for an empty or invalid range', () => {
    expect(rangeOptions(5, 1, 1)).toEqual([]);
    expect(rangeOptions(1, 5, 0)).toEqual([]);
  });
});
