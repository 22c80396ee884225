import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { parseSelectionIds, selectionSearch } from './ids';

export function selectionPath(locale: Locale, ids: readonly number[]): string {
  return `${pathFor(locale, '/favorites')}?${selectionSearch(ids)}`;
}

/** Absolute or relative; [] for anything else. */
export function idsOfLink(link: string): number[] {
  try {
    return parseSelectionIds(new URL(link, 'http://site.invalid').searchParams.getAll('ids')).ids;
  } catch {
    return [];
  }
}
