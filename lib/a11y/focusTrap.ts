/**
 * Where Tab (or Shift+Tab) should send the focus inside a trap of `count`
 * focusable elements, the focused one being at `index` (-1: focus is outside
 * the trap). null: the browser's own move stays inside, let it happen.
 */
export function trappedFocusIndex(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (index === -1) return backwards ? count - 1 : 0;
  if (!backwards && index === count - 1) return 0;
  if (backwards && index === 0) return count - 1;
  return null;
}

/** What Tab can reach, before visibility is checked. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
