import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TalentListView } from '@/components/talents/TalentListView';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/server';
import { parseTalentQuery } from '@/lib/talents/list-query';
import { talentListMetadata } from '@/lib/talents/list-metadata';

// A filtered, searched or later page of a talent list. Visitors never see
// this address: the proxy rewrites /modelos?gender=woman (and every
// list URL with a query) here. It renders on each request, since its
// combinations are endless; the first page of the whole list stays static.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) return {};
  return talentListMetadata(locale, category, parseTalentQuery(await searchParams));
}

export default async function TalentResultsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const query = parseTalentQuery(await searchParams);
  return <TalentListView locale={locale} category={category} query={query} />;
}
