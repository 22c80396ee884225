import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { marksSearch, type Marks } from '@/lib/selection/marks';
import { useHydrated } from './hydrated';

/** The selection's address with its marks (`&yes=12&no=45`); undefined before hydration or when empty. */
export function useSelectionLink(ids: readonly number[], marks: Marks): string | undefined {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  if (!hydrated || ids.length === 0) return undefined;
  return new URL(
    selectionPath(locale, ids, marksSearch(marks, ids)),
    window.location.origin,
  ).toString();
}
