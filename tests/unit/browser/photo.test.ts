import { describe, expect, it } from 'vitest';
import { scaledSize } from '@/lib/browser/photo';

describe('scaledSize', () => {
  it('keeps the long side within 2,000 px and never enlarges', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
