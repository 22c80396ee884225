import { parseJson } from '@agency/rules/json';
import { MARKS, type Mark } from '@agency/rules/selection';
import * as z from '@/lib/zod';
import { ID_PATTERN } from '@/lib/ids';
import { parseSelectionIds } from './ids';

// Kept in this browser per selection and sent with the quote so the agency sees them.

export { MARKS, type Mark };
export type Marks = Record<string, Mark>;
export type MarksBySelection = Record<string, Marks>;

export const MARKS_STORAGE_KEY = 'selection-marks';
/** The key of the visitor's own favorites, whose list changes as he adds and removes. */
export const OWN_FAVORITES_KEY = 'favorites';

export function selectionKey(ids: readonly number[]): string {
  return ids.join(',');
}

export function setMark(marks: Marks, id: number, mark: Mark | null): Marks {
  const next = { ...marks };
  if (mark === null) delete next[String(id)];
  else next[String(id)] = mark;
  return next;
}

/** Only the marks of the talents listed: a removed favorite's mark is not sent. */
export function marksOf(marks: Marks, ids: readonly number[]): Marks {
  return Object.fromEntries(ids.flatMap((id) => (marks[id] ? [[String(id), marks[id]]] : [])));
}

export function marksSearch(marks: Marks, ids: readonly number[]): string {
  return MARKS.flatMap((mark) => {
    const marked = ids.filter((id) => marks[id] === mark);
    return marked.length > 0 ? [`${mark}=${marked.join(',')}`] : [];
  }).join('&');
}

export function marksFromSearch(params: URLSearchParams, ids: readonly number[]): Marks {
  const listed = new Set(ids);
  return Object.fromEntries(
    MARKS.flatMap((mark) =>
      parseSelectionIds(params.getAll(mark))
        .ids.filter((id) => listed.has(id))
        .map((id) => [String(id), mark]),
    ),
  );
}

export type MarkFilter = 'all' | Mark | 'unmarked';

export function filterByMark<T extends { id: number }>(
  talents: readonly T[],
  marks: Marks,
  filter: MarkFilter,
): T[] {
  if (filter === 'all') return [...talents];
  return talents.filter((t) => (marks[t.id] ?? 'unmarked') === filter);
}

export function markCounts(talents: readonly { id: number }[], marks: Marks) {
  const counts: Record<Mark | 'unmarked', number> = { yes: 0, maybe: 0, no: 0, unmarked: 0 };
  for (const t of talents) counts[marks[t.id] ?? 'unmarked'] += 1;
  return counts;
}

const stored = z.record(z.string(), z.record(z.string().regex(ID_PATTERN), z.enum(MARKS)));

/** Anything damaged is dropped, never thrown. */
export function parseMarksBySelection(raw: string | null): MarksBySelection {
  const parsed = stored.safeParse(raw ? parseJson(raw) : undefined);
  return parsed.success ? parsed.data : {};
}
