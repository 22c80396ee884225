import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from '@/lib/experience/prefetch';

describe('shouldPrefetch', () => {
  it.each([
    ['slow-2g', false],
    ['2g', false],
    ['3g', true],
    ['4g', true],
    [undefined, true],
  ] as const)('effective type %s → %s', (effectiveType, expected) => {
    expect(shouldPrefetch({ effectiveType })).toBe(expected);
    expect(shouldPrefetch({ effectiveType, saveData: false })).toBe(expected);
  });

  it.each(['slow-2g', '2g', '3g', '4g', undefined])(
    'never prefetches with save-data on (%s)',
    (effectiveType) => {
      expect(shouldPrefetch({ effectiveType, saveData: true })).toBe(false);
    },
  );

  it('prefetches when the browser does not expose the connection', () => {
    expect(shouldPrefetch()).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});
