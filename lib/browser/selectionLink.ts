import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { useHydrated } from './hydrated';

/** undefined before hydration or when empty. */
export function useSelectionLink(ids: readonly number[]): string | undefined {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  if (!hydrated || ids.length === 0) return undefined;
  return new URL(selectionPath(locale, ids), window.location.origin).toString();
}
