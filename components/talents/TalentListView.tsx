import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Pagination } from '@/components/lists/Pagination';
import { Link } from '@/components/navigation/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { LiveStatus } from '@/components/ui/LiveStatus';
import { PageTitle } from '@/components/ui/PageTitle';
import { getTalentPage } from '@/lib/agency-api/talents';
import { pathFor } from '@/lib/i18n/paths';
import type { Category, Locale } from '@/lib/i18n/routing';
import { withSearch } from '@/lib/lists/href';
import { shownRange } from '@/lib/lists/more-pages';
import { pageCount } from '@/lib/lists/pager';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { listedTalent } from '@/lib/talents/list-item';
import {
  isFiltered,
  TALENT_LIST_PAGE_SIZE,
  toSearch,
  type TalentQuery,
} from '@/lib/talents/list-query';
import { TalentFilters } from './TalentFilters';
import { TalentList } from './TalentList';
import { canonicalCategory } from '@/lib/talents/categories';

type Props = { locale: Locale; category: Category; query: TalentQuery };

export async function TalentListView({ locale, category, query }: Props) {
  const [pages, t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Talents' }),
    getTalentPage(category, locale, query),
  ]);
  const listHref = `/${category}` as const;
  const listPath = pathFor(locale, `/${category}` as const);
  const filters = toSearch({ ...query, page: 1 });
  const filtered = isFiltered(query);
  return (
    <Container>
      <JsonLd
        data={breadcrumbs(locale, [{ name: pages(category), href: `/${category}` as const }])}
      />
      <PageTitle>{pages(category)}</PageTitle>
      <ClientMessages locale={locale} namespaces={['Talents', 'Units']}>
        <TalentFilters
          locale={locale}
          listPath={listPath}
          listHref={listHref}
          query={query}
          offerClear={result.talents.length > 0}
        />
        <LiveStatus
          className="mt-6 min-h-5 text-sm tracking-widest uppercase"
          data-testid="talent-count"
        >
          {t(`resultCount.${category}`, { count: result.total })}
        </LiveStatus>
        {result.talents.length === 0 ? (
          <div className="mt-6" data-testid="talent-empty">
            <p className="text-muted">
              {filtered ? t('noMatches') : query.page > 1 ? t('noPage') : t('noTalents')}
            </p>
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
          <TalentList
            key={toSearch(query)}
            // The list's canonical word (influencers are creators); each card links its talent's own.
            category={canonicalCategory(category)}
            filters={filters}
            page={query.page}
            talents={result.talents.map((talent) => listedTalent(talent, category))}
            total={result.total}
            pageSize={TALENT_LIST_PAGE_SIZE}
            rangeText={t('shownOf', {
              ...shownRange(
                query.page,
                TALENT_LIST_PAGE_SIZE,
                result.talents.length,
                result.total,
              )!,
              total: result.total,
            })}
            firstPage={query.page > 1 ? withSearch(listHref, filters) : null}
            pager={
              <Pagination
                locale={locale}
                current={query.page}
                last={pageCount(result.total, TALENT_LIST_PAGE_SIZE)}
                hrefOf={(page) => withSearch(listHref, toSearch({ ...query, page }))}
              />
            }
          />
        )}
      </ClientMessages>
    </Container>
  );
}
