import { describe, expect, it } from 'vitest';
import { trappedFocusIndex } from '@/lib/browser/focusTrap';

describe('trappedFocusIndex', () => {
  it('wraps Tab from the last element to the first', () => {
    expect(trappedFocusIndex(4, 3, false)).toBe(0);
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(trappedFocusIndex(4, 0, true)).toBe(3);
  });

  it('lets the browser move between inner elements', () => {
    expect(trappedFocusIndex(4, 1, false)).toBeNull();
    expect(trappedFocusIndex(4, 2, true)).toBeNull();
  });

  it('brings a focus that escaped back to the nearest end', () => {
    expect(trappedFocusIndex(4, -1, false)).toBe(0);
    expect(trappedFocusIndex(4, -1, true)).toBe(3);
  });

  it('does nothing when nothing can be focused', () => {
    expect(trappedFocusIndex(0, -1, false)).toBeNull();
  });

  it('keeps the focus on a single element', () => {
    expect(trappedFocusIndex(1, 0, false)).toBe(0);
    expect(trappedFocusIndex(1, 0, true)).toBe(0);
  });
});
