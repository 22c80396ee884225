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

export function useMarks(key: string): Marks {
  return marks.useValue()[key] ?? NONE;
}

/** What this browser keeps for the selection, read outside a render. */
export function storedMarks(key: string): Marks {
  return marks.read()[key] ?? NONE;
}

export function markTalent(key: string, id: number, mark: Mark | null): void {
  const all = marks.read();
  marks.write({ ...all, [key]: setMark(all[key] ?? NONE, id, mark) });
}
