import type { Metadata } from 'next';
import { SharedSelectionView } from '@/components/selection/SharedSelectionView';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { first } from '@/lib/lists/pager';
import { parseSelectionIds } from '@/lib/selection/ids';
import { marksFromSearch } from '@/lib/selection/marks';
import { selectionMetadata } from '@/lib/seo/selection';

// A selection shared by its address (?ids=12,45, marks as &yes=12&maybe=45&no=7), read from the
// agency API on each request: the ids are the visitor's question. Without them the address names
// no selection and leads to the visitor's own favorites.
type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const sharedIds = async (searchParams: Props['searchParams']) => {
  const search = await searchParams;
  return first(search, 'ids') === null ? null : parseSelectionIds(search.ids);
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const parsed = await sharedIds(searchParams);
  // The page itself redirects; no talent is read for it.
  if (parsed === null) return { robots: { index: false, follow: false } };
  return selectionMetadata(locale, await getSelectionTalents(parsed.ids, locale));
}

export default async function SelectionPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const parsed = await sharedIds(searchParams);
  if (parsed === null) return permanentRedirect({ href: '/favorites', locale });
  // Marks may come in the address (a printed selection's QR code: ?ids=12,45&yes=12).
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams))
    for (const one of [value ?? []].flat()) search.append(name, one);
  return (
    <SharedSelectionView
      locale={locale}
      parsed={parsed}
      linkedMarks={marksFromSearch(search, parsed.ids)}
    />
  );
}
