import {
  MARKS_STORAGE_KEY,
  parseMarksBySelection,
  setMark,
  type Mark,
  type Marks,
  type MarksBySelection,
} from '@/lib/selection/marks';
import { storedValue } from './storedValue';

// Saved at once and followed by other tabs (a colleague's link opened twice keeps its marks).
const marks = storedValue<MarksBySelection>(MARKS_STORAGE_KEY, parseMarksBySelection);

const NONE: Marks = {};

/**
 * This browser's marks for the selection; until it keeps any for it (and on the server, and while
 * the page hydrates), `linked`: the marks its address carries, so a shared link shows them without
 * scripts too. A selection whose marks were all taken off keeps none, not the linked ones.
 */
export function useMarks(key: string, linked: Marks = NONE): Marks {
  return marks.useValue()[key] ?? linked;
}

/** Whether this browser keeps marks for the selection (even none left), read outside a render. */
export function keepsMarks(key: string): boolean {
  return key in marks.read();
}

export function markTalent(key: string, id: number, mark: Mark | null): void {
  const all = marks.read();
  marks.write({ ...all, [key]: setMark(all[key] ?? NONE, id, mark) });
}
