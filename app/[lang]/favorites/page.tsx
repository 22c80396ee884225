import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesBoard } from '@/components/selection/FavoritesBoard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { SELECTION_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { env } from '@/lib/env';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

// The visitor's own favorites, kept in the browser: the page is the same for everyone, so it is
// cached. A selection shared by its address is the selection page (/selecao?ids=12,45).
type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'favorites');
}

export default async function FavoritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, share] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Share' }),
  ]);
  return (
    <Container>
      <PageTitle>{t('favorites')}</PageTitle>
      <ClientMessages locale={locale} namespaces={SELECTION_NAMESPACES}>
        <FavoritesBoard shareText={share('selectionText', { site: env.SITE_NAME })} />
      </ClientMessages>
    </Container>
  );
}
