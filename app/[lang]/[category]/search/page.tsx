import type { Metadata } from 'next';
import { NotFoundInPage } from '@/components/errors/NotFoundInPage';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { TalentListView } from '@/components/talents/TalentListView';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { hasBlankValue, type QueryParams } from '@/lib/lists/pager';
import { talentListHref } from '@/lib/talents/list-href';
import { isFiltered, parseTalentQuery } from '@/lib/talents/list-query';
import { talentListMetadata } from '@/lib/seo/list-metadata';

// The list that is the visitor's question (/modelos/busca?gender=woman&q=ana): rendered per
// request, read live from the agency API. The filters form sends here; its ?page= and ?more= page
// and grow it as the whole list's path does.
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

export default async function TalentSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) return <NotFoundInPage view={<NotFoundView />} />;
  const search = await searchParams;
  const query = parseTalentQuery(search);
  // A GET form sends its blank fields too (?q=&gender=woman): the address a visitor shares names
  // only the filters chosen, and a search with none is the whole list, a cached page.
  if (hasBlankValue(search) || !isFiltered(query)) {
    permanentRedirect({ href: talentListHref(category, query), locale });
  }
  return <TalentListView locale={locale} category={category} query={query} />;
}
