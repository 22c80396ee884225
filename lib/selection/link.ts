import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { parseSelectionIds, selectionSearch } from './ids';

/**
 * The shared selection's page (/selecao?ids=12,45): its ids, then the marks when given
 * (`yes=12&no=45`, a printed selection's way back).
 */
export function selectionPath(locale: Locale, ids: readonly number[], marks = ''): string {
  const search = [selectionSearch(ids), marks].filter(Boolean).join('&');
  return `${pathFor(locale, '/selection')}?${search}`;
}

/** Absolute or relative; [] for anything else. */
export function idsOfLink(link: string): number[] {
  try {
    return parseSelectionIds(new URL(link, 'http://site.invalid').searchParams.getAll('ids')).ids;
  } catch {
    return [];
  }
}
