import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { parseSelectionIds, selectionSearch } from './ids';

/** The path of a shared selection in a language: /favoritos?ids=…, /en/favorites?ids=…. */
export function selectionPath(locale: Locale, ids: readonly number[]): string {
  return `${pathFor(locale, { page: 'favorites' })}?${selectionSearch(ids)}`;
}

/** The ids a selection's link names (an absolute or relative address); [] for anything else. */
export function idsOfLink(link: string): number[] {
  try {
    return parseSelectionIds(new URL(link, 'http://site.invalid').searchParams.getAll('ids')).ids;
  } catch {
    return [];
  }
}
