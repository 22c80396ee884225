import { useLocale } from 'next-intl';
import { getPathname } from './navigation';
import type { SiteHref } from './paths';

/** The public path of a page in the current language, for a plain <a> (a full load). */
export function usePathnameOf(href: SiteHref): string {
  return getPathname({ locale: useLocale(), href });
}
