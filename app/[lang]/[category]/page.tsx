import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TalentListView } from '@/components/talents/TalentListView';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/server';
import { EMPTY_QUERY } from '@/lib/talents/list-query';
import { talentListMetadata } from '@/lib/talents/list-metadata';

// The whole list's first page (ISR); a query goes to ./results (proxy.ts).
export type Props = { params: Promise<{ lang: string; category: string }> };

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
