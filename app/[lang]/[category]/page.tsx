import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TalentListView } from '@/components/talents/TalentListView';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { hasBlankValue, type QueryParams } from '@/lib/lists/pager';
import { parseTalentQuery, toQuery } from '@/lib/talents/list-query';
import { talentListMetadata } from '@/lib/seo/list-metadata';

// Rendered per request from the agency API's cached data: the address (filters, name, ?more=,
// ?page=) is the list.
type Props = {
  params: Promise<{ lang: string; category: string }>;
  searchParams: Promise<QueryParams>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) return {};
  return talentListMetadata(locale, category, parseTalentQuery(await searchParams));
}

export default async function TalentListPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const search = await searchParams;
  const query = parseTalentQuery(search);
  // The filters form sends its blank fields too (?q=&gender=woman): the address a visitor shares
  // names only the filters chosen.
  if (hasBlankValue(search)) {
    permanentRedirect({ href: { pathname: `/${category}`, query: toQuery(query) }, locale });
  }
  return <TalentListView locale={locale} category={category} query={query} />;
}
