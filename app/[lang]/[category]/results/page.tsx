import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TalentListView } from '@/components/talents/TalentListView';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/server';
import { parseTalentQuery } from '@/lib/talents/list-query';
import { talentListMetadata } from '@/lib/talents/list-metadata';
import type { Props as ListProps } from '../page';

// A list URL with a query, rewritten here by proxy.ts: its combinations are endless.
export const dynamic = 'force-dynamic';

type Props = ListProps & {
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
