import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { env } from '@/lib/env';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale, pageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string; category: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) return {};
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const name = pages(category);
  return pageMetadata(locale, { page: 'talentList', category }, {
    title: t('talentList', { category: name }),
    description: t('talentListDescription', { category: name, site: env.SITE_NAME }),
  });
}

export default async function TalentListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <Container>
      <PageTitle>{t(category)}</PageTitle>
    </Container>
  );
}
