import { MAX_SELECTION } from '@agency/rules/selection';
import { parseId } from '@/lib/ids';

// The talents of a shared selection travel in the URL (?ids=12,45,78): these
// rules read them back, whatever a person or a chat app did to the link.

/** Talents one shared link carries (the agency API lists as many by id at once). */
export { MAX_SELECTION };
/** Talents in one selection PDF: each is a composite the agency API renders. */
export const MAX_PDF_TALENTS = 30;

type ParsedIds = {
  /** Distinct ids in the order given, at most `limit`. */
  ids: number[];
  /** Entries that were not a talent id (ignored). */
  malformed: number;
  /** How many valid ids were beyond the limit (left out). */
  beyond: number;
};

/**
 * Reads `ids` as given in a URL (comma-separated, possibly repeated or as a
 * list of parameters): malformed entries are counted and ignored, repeats
 * dropped, the order kept, and only the first `limit` taken.
 */
export function parseSelectionIds(
  raw: string | readonly string[] | null | undefined,
  limit = MAX_SELECTION,
): ParsedIds {
  const parts = (typeof raw === 'string' ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const seen = new Set<number>();
  let malformed = 0;
  for (const part of parts) {
    const id = parseId(part);
    if (id) seen.add(id);
    else malformed += 1;
  }
  const all = [...seen];
  return { ids: all.slice(0, limit), malformed, beyond: Math.max(0, all.length - limit) };
}

/** The query of a shared selection, in one spelling: `ids=12,45,78` (the first 100). */
export function selectionSearch(ids: readonly number[]): string {
  return `ids=${ids.slice(0, MAX_SELECTION).join(',')}`;
}

/** Puts `items` in the order of `ids`, leaving out ids without an item. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], items: readonly T[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
