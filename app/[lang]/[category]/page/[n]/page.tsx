import type { Metadata } from 'next';
import { TalentListPage } from '@/components/talents/TalentListPage';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pathWindow } from '@/lib/lists/window';
import { talentListMetadata } from '@/lib/seo/list-metadata';
import { EMPTY_QUERY, MAX_TALENT_PORTIONS } from '@/lib/talents/list-query';

// A later page of the whole list alone (/modelos/pagina/3), the links crawlers follow: a cached page.
type Props = { params: Promise<{ lang: string; category: string; n: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category, n } = await params;
  if (!isCategory(category)) return {};
  const { window } = pathWindow('page', n, MAX_TALENT_PORTIONS);
  return talentListMetadata(locale, category, { ...EMPTY_QUERY, ...window });
}

export default async function TalentListPageRoute({ params }: Props) {
  const locale = await pageLocale(params);
  const { category, n } = await params;
  // Another spelling of the number (/pagina/1, /mais/99) never gets here: the proxy redirects it.
  const { window } = pathWindow('page', n, MAX_TALENT_PORTIONS);
  return <TalentListPage locale={locale} category={category} window={window} />;
}
