import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TalentListView } from '@/components/talents/TalentListView';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/server';
import { EMPTY_QUERY } from '@/lib/talents/list-query';
import { talentListMetadata } from '@/lib/talents/list-metadata';

// The first page of the whole list: built once per language and category and
// kept (ISR). Any filter or page in the URL is sent by the proxy to
// ./results, rendered on each request.
type Props = { params: Promise<{ lang: string; category: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) return {};
  return talentListMetadata(locale, category, EMPTY_QUERY);
}

export default async function TalentListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  return <TalentListView locale={locale} category={category} query={EMPTY_QUERY} />;
}
