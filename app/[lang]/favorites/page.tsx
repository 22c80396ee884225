import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesBoard } from '@/components/favorites/FavoritesBoard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { marksFromSearch } from '@/lib/selection/marks';
import { SharedSelectionView } from '@/components/selection/SharedSelectionView';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { SELECTION_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { env } from '@/lib/env';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { first } from '@/lib/lists/pager';
import { parseSelectionIds } from '@/lib/selection/ids';
import { selectionMetadata } from '@/lib/seo/selection';

// The visitor's own favorites (kept in the browser), or a selection shared by its address
// (?ids=12,45), read from the agency API.
type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const sharedIds = async (searchParams: Props['searchParams']) => {
  const search = await searchParams;
  return first(search, 'ids') === null ? null : parseSelectionIds(search.ids);
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const parsed = await sharedIds(searchParams);
  if (parsed === null) return staticPageMetadata(params, 'favorites');
  const locale = await pageLocale(params);
  return selectionMetadata(locale, await getSelectionTalents(parsed.ids, locale));
}

export default async function FavoritesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const parsed = await sharedIds(searchParams);
  if (parsed !== null) {
    // Marks may come in the address (a printed selection's QR code: ?ids=12,45&yes=12).
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(await searchParams))
      for (const one of [value ?? []].flat()) search.append(name, one);
    const marks = marksFromSearch(search, parsed.ids);
    return <SharedSelectionView locale={locale} parsed={parsed} linkedMarks={marks} />;
  }
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const share = await getTranslations({ locale, namespace: 'Share' });
  return (
    <Container>
      <PageTitle>{t('favorites')}</PageTitle>
      <ClientMessages locale={locale} namespaces={SELECTION_NAMESPACES}>
        <FavoritesBoard shareText={share('selectionText', { site: env.SITE_NAME })} />
      </ClientMessages>
    </Container>
  );
}
