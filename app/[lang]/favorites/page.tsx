import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesBoard } from '@/components/favorites/FavoritesBoard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { SELECTION_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, staticPageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'favorites');
}

export default async function FavoritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <Container>
      <PageTitle>{t('favorites')}</PageTitle>
      <ClientMessages locale={locale} namespaces={SELECTION_NAMESPACES}>
        <FavoritesBoard />
      </ClientMessages>
    </Container>
  );
}
