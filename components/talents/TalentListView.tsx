import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { getTalentPage } from '@/lib/agency-api/talents';
import { hrefOf, pathFor } from '@/lib/i18n/paths';
import type { Category, Locale } from '@/lib/i18n/routing';
import { eyesOptions } from '@/lib/options/eyes';
import { hairOptions } from '@/lib/options/hair';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { isFiltered, toSearch, withPage, type TalentQuery } from '@/lib/talents/list-query';
import { formatHeight } from '@/lib/units/height';
import { defaultUnits } from '@/lib/units/preferences';
import { Pagination } from './Pagination';
import { ListedTalentCard } from './ListedTalentCard';
import { FILTER_TEXT_KEYS, type FilterTexts } from '@/lib/talents/filter-texts';
import { TalentFilters } from './TalentFilters';
import { LazyTalentGridIsland } from './LazyTalentGridIsland';
import { favoriteLabels, islandTexts } from '@/lib/talents/list-texts';
import { heightUnitTexts } from '@/lib/units/texts';

type Props = { locale: Locale; category: Category; query: TalentQuery };

const GRID_ID = 'talent-grid';
const PAGER_ID = 'talent-pages';
// The first row (up to 6 cards from 1280 px) is loaded at once; the rest lazily.
const FIRST_ROW = 6;

/**
 * A talent list: the name search and filters, the count, one page of cards
 * and the links to the other pages, all rendered on the server from the
 * query in the URL; one client component wires the grid.
 */
export async function TalentListView({ locale, category, query }: Props) {
  const [pages, t, units, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Talents' }),
    getTranslations({ locale, namespace: 'Units' }),
    getTalentPage(category, locale, query),
  ]);
  const translate = t as (key: string, values?: Record<string, string>) => string;
  const listPath = pathFor(locale, { page: 'talentList', category });
  const filters = toSearch(withPage(query, 1));
  const filtered = isFiltered(query);
  // The server writes heights in the language's default units.
  const { height: unit } = defaultUnits(locale);
  return (
    <Container>
      <JsonLd
        data={breadcrumbs(locale, [
          { name: pages(category), route: { page: 'talentList', category } },
        ])}
      />
      <PageTitle>{pages(category)}</PageTitle>
      <TalentFilters
        locale={locale}
        labels={Object.fromEntries(FILTER_TEXT_KEYS.map((key) => [key, t(key)])) as FilterTexts}
        unitLabels={heightUnitTexts(units)}
        listPath={listPath}
        listHref={hrefOf({ page: 'talentList', category })}
        query={query}
        offerClear={result.talents.length > 0}
        hair={hairOptions(locale)}
        eyes={eyesOptions(locale)}
      />
      <p className="mt-6 text-sm tracking-widest uppercase" data-testid="talent-count">
        {t(`resultCount.${category}`, { count: result.total })}
      </p>
      {result.talents.length === 0 ? (
        <div className="mt-6" data-testid="talent-empty">
          <p className="text-muted">
            {filtered ? t('noMatches') : query.page > 1 ? t('noPage') : t('noTalents')}
          </p>
          {filtered || query.page > 1 ? (
            <a href={listPath} className="mt-3 inline-flex min-h-11 items-center underline">
              {filtered ? t('clearFilters') : t('firstPage')}
            </a>
          ) : null}
        </div>
      ) : (
        <ul
          id={GRID_ID}
          className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
        >
          {result.talents.map((talent, index) => (
            <li key={talent.id} data-talent-id={talent.id}>
              <ListedTalentCard
                talent={talent}
                category={category}
                heightText={(cm) => formatHeight(cm, unit, locale)}
                favoriteLabels={favoriteLabels(translate, talent.name)}
                eager={index < FIRST_ROW}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        id={PAGER_ID}
        locale={locale}
        listPath={listPath}
        query={query}
        total={result.total}
      />
      {result.talents.length > 0 ? (
        <LazyTalentGridIsland
          labels={islandTexts(translate)}
          key={toSearch(query)}
          gridId={GRID_ID}
          pagerId={PAGER_ID}
          locale={locale}
          category={category}
          filters={filters}
          page={query.page}
          total={result.total}
          firstPageHref={filters ? `${listPath}?${filters}` : listPath}
        />
      ) : null}
    </Container>
  );
}
