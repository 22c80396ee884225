import 'server-only';
import { env } from '@/lib/env';
import { pathFor, type SiteHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from './url';

export function breadcrumbs(locale: Locale, trail: Array<{ name: string; href: SiteHref }>) {
  const crumbs = [{ name: env.SITE_NAME, href: '/' as SiteHref }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, href }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(pathFor(locale, href)),
    })),
  };
}
