import 'server-only';
import { env } from '@/lib/env';
import { pathFor, type Route } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from './url';

export function breadcrumbs(locale: Locale, trail: Array<{ name: string; route: Route }>) {
  const crumbs = [{ name: env.SITE_NAME, route: { page: 'home' } as Route }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, route }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(pathFor(locale, route)),
    })),
  };
}
