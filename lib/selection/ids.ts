import { MAX_SELECTION } from '@agency/rules/selection';
import { parseId } from '@/lib/ids';

// Whatever a person or a chat app did to the link (?ids=12,45,78), these rules read it back.

/** The agency API lists as many by id at once. */
export { MAX_SELECTION };
/** Each is a composite the agency API renders. */
export const MAX_PDF_TALENTS = 30;

type ParsedIds = {
  ids: number[];
  /** Entries that were not a talent id, ignored. */
  malformed: number;
  /** Valid ids beyond the limit, left out. */
  beyond: number;
};

/** Comma-separated or repeated: malformed entries counted, repeats dropped, order kept. */
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

export function selectionSearch(ids: readonly number[]): string {
  return `ids=${ids.slice(0, MAX_SELECTION).join(',')}`;
}

export function inIdOrder<T extends { id: number }>(ids: readonly number[], items: readonly T[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
