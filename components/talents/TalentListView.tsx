import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { ListEnd } from '@/components/lists/ListEnd';
import { Pagination } from '@/components/lists/Pagination';
import { Link } from '@/components/navigation/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { LiveStatus } from '@/components/ui/LiveStatus';
import { PageTitle } from '@/components/ui/PageTitle';
import { CardHeight } from '@/components/units/CardHeight';
import { getTalentPage } from '@/lib/agency-api/talents';
import { favoriteOf } from '@/lib/favorites/map';
import { pathFor } from '@/lib/i18n/paths';
import type { Category, Locale } from '@/lib/i18n/routing';
import { growth } from '@/lib/lists/growth';
import { pageCount } from '@/lib/lists/pager';
import type { ListWindow } from '@/lib/lists/window';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { emptyListMessage } from '@/lib/talents/empty-list';
import { listedTalent } from '@/lib/talents/list-item';
import {
  isFiltered,
  MAX_TALENT_PORTIONS,
  TALENT_LIST_PAGE_SIZE,
  toSearch,
  type TalentQuery,
} from '@/lib/talents/list-query';
import { talentListHref, talentSearchHref } from '@/lib/talents/list-href';
import { profileHref } from '@/lib/talents/profile-href';
import { TalentCard } from './TalentCard';
import { FILTERS_PANEL_ID, TalentFilters } from './TalentFilters';

type Props = { locale: Locale; category: Category; query: TalentQuery };

// The first row (up to 6 cards from 1280 px) is loaded at once; the rest lazily.
const FIRST_ROW = 6;

export async function TalentListView({ locale, category, query }: Props) {
  const [pages, t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Talents' }),
    getTalentPage(category, locale, query),
  ]);
  const listHref = `/${category}` as const;
  const hrefOf = (shown: ListWindow, hash?: string) =>
    talentListHref(category, { ...query, ...shown }, hash);
  const filtered = isFiltered(query);
  const talents = result.talents.map((talent) => listedTalent(talent, category));
  const list = growth({
    page: query.page,
    more: query.more,
    pageSize: TALENT_LIST_PAGE_SIZE,
    shown: talents.length,
    total: result.total,
    maxPortions: MAX_TALENT_PORTIONS,
  });
  return (
    <Container>
      <JsonLd data={breadcrumbs(locale, [{ name: pages(category), href: listHref }])} />
      <PageTitle>{pages(category)}</PageTitle>
      <ClientMessages locale={locale} namespaces={['Talents', 'Units']}>
        <TalentFilters
          locale={locale}
          listPath={pathFor(locale, talentSearchHref(category))}
          listHref={listHref}
          query={query}
          offerClear={talents.length > 0}
        />
        <LiveStatus
          // A new status per set of filters: the page is kept across a change of its query, and a
          // mounted status is what tells the live region and takes the focus asked for.
          key={toSearch({ ...query, page: 1, more: 1 })}
          className="mt-6 min-h-5 scroll-mt-20 text-sm tracking-widest uppercase"
          data-testid="talent-count"
          panelId={FILTERS_PANEL_ID}
        >
          {t(`resultCount.${category}`, { count: result.total })}
        </LiveStatus>
        {talents.length === 0 ? (
          <div className="mt-6" data-testid="talent-empty">
            <p className="text-muted">{t(emptyListMessage(query), { name: query.q ?? '' })}</p>
            {filtered || query.page > 1 ? (
              <Link
                href={listHref}
                prefetch={false}
                className="mt-3 inline-flex min-h-11 items-center underline"
              >
                {filtered ? t('clearFilters') : t('firstPage')}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <ul
              id="talent-grid"
              className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
            >
              {talents.map((talent, index) => (
                <li key={talent.id} id={`talent-${list.from + index}`} data-talent-id={talent.id}>
                  {/* At the talent's one address: a model listed among the actors links under models. */}
                  <TalentCard
                    name={talent.name}
                    cover={talent.cover}
                    href={profileHref(talent.category, talent)}
                    height={
                      talent.heightCm === null ? null : (
                        <CardHeight cm={talent.heightCm} locale={locale} />
                      )
                    }
                    action={<FavoriteButton talent={favoriteOf(talent, talent.category)} />}
                    eager={index < FIRST_ROW}
                    priority={index < 2}
                  />
                </li>
              ))}
            </ul>
            <ListEnd
              rangeText={t('shownOf', { from: list.from, to: list.to, total: result.total })}
              showMore={{
                href: list.next === null ? null : hrefOf(list.next, `talent-${list.to + 1}`),
                firstNewId: list.next === null ? null : `talent-${list.to + 1}`,
                label: t('showMore'),
                loadingLabel: t('loadingMore'),
              }}
              firstPage={
                query.page > 1
                  ? { href: hrefOf({ page: 1, more: 1 }), label: t('firstPage') }
                  : null
              }
              pager={
                <Pagination
                  locale={locale}
                  shown={{ first: query.page, last: list.lastPage }}
                  last={pageCount(result.total, TALENT_LIST_PAGE_SIZE)}
                  hrefOf={(page) => hrefOf({ page, more: 1 })}
                />
              }
            />
          </>
        )}
      </ClientMessages>
    </Container>
  );
}
