import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReviewBoardView } from '@/components/review/ReviewBoardView';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { pathFor } from '@/lib/i18n/paths';
import { pageLocale } from '@/lib/i18n/page-locale';
import { first } from '@/lib/lists/pager';
import { filterNamed } from '@/lib/review-boards/marks';
import { reviewerCookieName } from '@/lib/review-store/cookie';
import { readBoard, reviewerOf } from '@/lib/review-store/boards';
import { absoluteUrl } from '@/lib/seo/url';
import { siteDb } from '@/lib/site-db';
import { profileHref } from '@/lib/talents/profile-href';

// A review board (/avaliacao/<id>), rendered on each request from the site's database: its marks
// change while people look at it, and the visitor's cookie says who they are on it. The proxy
// answered 404 already for a board there is not.
type Props = {
  params: Promise<{ lang: string; board: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Review' });
  // The address is the board's secret: never indexed, never followed, no preview of its content.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ReviewBoardPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { board: id } = await params;
  const site = await siteDb();
  const now = new Date();
  const board = await readBoard(site, id, now);
  // Gone between the proxy's look and this render (its time ran out).
  if (!board) notFound();
  const key = (await cookies()).get(reviewerCookieName(id))?.value;
  const [me, listed] = await Promise.all([
    reviewerOf(site, id, key),
    getSelectionTalents(board.talentIds, locale),
  ]);
  const talents = listed.map((talent) => ({
    id: talent.id,
    name: talent.name,
    cover: talent.cover,
    href: profileHref(talent.category, talent),
  }));
  return (
    <ReviewBoardView
      locale={locale}
      board={board}
      talents={talents}
      me={me}
      filter={filterNamed(first(await searchParams, 'show'))}
      address={absoluteUrl(pathFor(locale, { pathname: '/review/[board]', params: { board: id } }))}
      revision={board.revision}
    />
  );
}
