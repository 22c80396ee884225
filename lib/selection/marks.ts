import { parseJson } from '@agency/rules/json';
import { MARKS, type Mark } from '@agency/rules/selection';
import { z } from '@/lib/zod';
import { ID_PATTERN } from '@/lib/ids';
import { parseSelectionIds } from './ids';

// What a client decided on each talent of a selection, kept in this browser
// per selection, sent with the quote so the agency sees it.

/** The decisions, as the agency API stores them with a quote. */
export { MARKS, type Mark };
/** Talent id (as text) → mark. */
export type Marks = Record<string, Mark>;
/** Selection key (its ids, in order) → its marks. */
export type MarksBySelection = Record<string, Marks>;

export const MARKS_STORAGE_KEY = 'selection-marks';
/** The key of the visitor's own favorites, whose list changes as he adds and removes. */
export const OWN_FAVORITES_KEY = 'favorites';

/** The key a shared selection's marks are kept under: its ids in order. */
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

/** The marks as a link's query (`yes=12,45&no=7`), for the talents listed only. */
export function marksSearch(marks: Marks, ids: readonly number[]): string {
  return MARKS.flatMap((mark) => {
    const marked = ids.filter((id) => marks[id] === mark);
    return marked.length > 0 ? [`${mark}=${marked.join(',')}`] : [];
  }).join('&');
}

/** The marks a link's query carries (marksSearch), for the talents listed only. */
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

/** How many talents carry each mark (and none). */
export function markCounts(talents: readonly { id: number }[], marks: Marks) {
  const counts: Record<Mark | 'unmarked', number> = { yes: 0, maybe: 0, no: 0, unmarked: 0 };
  for (const t of talents) counts[marks[t.id] ?? 'unmarked'] += 1;
  return counts;
}

const stored = z.record(z.string(), z.record(z.string().regex(ID_PATTERN), z.enum(MARKS)));

/** What localStorage holds; anything damaged is dropped, never thrown. */
export function parseMarksBySelection(raw: string | null): MarksBySelection {
  const parsed = stored.safeParse(raw ? parseJson(raw) : undefined);
  return parsed.success ? parsed.data : {};
}
