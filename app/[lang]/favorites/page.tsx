import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesBoard } from '@/components/favorites/FavoritesBoard';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { env } from '@/lib/env';
import { pageLocale, pageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return await pageMetadata(
    locale,
    { page: 'favorites' },
    {
      title: t('favorites'),
      description: t('favoritesDescription', { site: env.SITE_NAME }),
    },
  );
}

export default async function FavoritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <Container>
      <PageTitle>{t('favorites')}</PageTitle>
      <FavoritesBoard />
    </Container>
  );
}
