import type { Metadata } from 'next';
import { TalentListPage } from '@/components/talents/TalentListPage';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { FIRST_WINDOW } from '@/lib/lists/window';
import { talentListMetadata } from '@/lib/seo/list-metadata';
import { EMPTY_QUERY } from '@/lib/talents/list-query';

// A cached page: the whole list's first portion. Its filters send to the search page
// (search/page.tsx), its later parts are pages of their own (page/[n], more/[n]).
type Props = { params: Promise<{ lang: string; category: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  return isCategory(category) ? talentListMetadata(locale, category, EMPTY_QUERY) : {};
}

export default async function TalentListRoute({ params }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  return <TalentListPage locale={locale} category={category} window={FIRST_WINDOW} />;
}
