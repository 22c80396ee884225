import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { env } from '@/lib/env';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale, pageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string; category: string; id: string; name: string }> };

export function generateStaticParams() {
  return [];
}

function nameFromSlug(slug: string): string {
  return decodeURIComponent(slug).replace(/-/g, ' ');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category, id, name } = await params;
  if (!isCategory(category)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const shown = nameFromSlug(name);
  return pageMetadata(locale, { page: 'talentProfile', category, id, name }, {
    title: t('talentProfile', { name: shown }),
    description: t('talentProfileDescription', { name: shown, site: env.SITE_NAME }),
  });
}

export default async function TalentProfilePage({ params }: Props) {
  await pageLocale(params);
  const { category, name } = await params;
  if (!isCategory(category)) notFound();
  return (
    <Container>
      <PageTitle>{nameFromSlug(name)}</PageTitle>
    </Container>
  );
}
