import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Category, Locale } from '@/lib/i18n/routing';
import { pageMetadata } from './page-metadata';
import { canonicalCategory } from '@/lib/talents/categories';
import { isFiltered, type TalentQuery } from '@/lib/talents/list-query';

// A filtered, grown or later page names the whole list as canonical and is not indexed (links followed):
// it would duplicate the list, and the sitemap names every profile anyway.
export async function talentListMetadata(
  locale: Locale,
  category: Category,
  query: TalentQuery,
): Promise<Metadata> {
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const name = pages(category);
  const metadata = await pageMetadata(
    locale,
    // One address per list: the influencers' list is the creators'.
    `/${canonicalCategory(category)}` as const,
    {
      title: t('talentList', { category: name }),
      description: t('talentListDescription', { category: name, site: env.SITE_NAME }),
    },
  );
  return isFiltered(query) || query.page > 1 || query.more > 1
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}
