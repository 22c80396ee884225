import 'server-only';
import { env } from '@/lib/env';
import { pathFor, type Route } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { breadcrumbList } from './jsonld';
import { absoluteUrl } from './url';

/** The BreadcrumbList of a page: the agency's home, then each page down to this one. */
export function breadcrumbs(locale: Locale, trail: Array<{ name: string; route: Route }>) {
  return breadcrumbList(
    [{ name: env.SITE_NAME, route: { page: 'home' } as Route }, ...trail].map(
      ({ name, route }) => ({ name, url: absoluteUrl(pathFor(locale, route)) }),
    ),
  );
}
