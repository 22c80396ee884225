import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/Link';
import { primaryButton } from '@/components/ui/buttonStyles';
import { HeightUnitToggle } from '@/components/units/HeightUnitToggle';
import type { SiteHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { valuesOf } from '@/lib/talents/filter-form';
import { activeFilterCount, MAX_NAME_QUERY, type TalentQuery } from '@/lib/talents/list-query';
import { FilterFields } from './FilterFields';
import { FilterForm } from './FilterForm';
import { filterField } from './filterStyles';
import { LineIcon } from '@/components/ui/LineIcon';

type Props = {
  locale: Locale;
  listPath: string;
  listHref: SiteHref;
  query: TalentQuery;
  // An empty result offers "clear filters" itself.
  offerClear: boolean;
};

export const FILTERS_PANEL_ID = 'filters-panel';

// Never applied by a choice alone: a select changes with the arrow keys.
export async function TalentFilters({ locale, listPath, listHref, query, offerClear }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const values = valuesOf(query);
  const count = activeFilterCount(query);
  // The name has its own field: the Filters summary counts the rest.
  const active = count - (query.q === null ? 0 : 1);
  return (
    <FilterForm
      role="search"
      action={listPath}
      scroll={false}
      aria-label={t('filtersLabel')}
      className="mt-6"
      data-testid="talent-filters"
    >
      <div className="flex gap-2">
        <label htmlFor="filter-q" className="sr-only">
          {t('searchName')}
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={values.q}
          placeholder={t('searchName')}
          maxLength={MAX_NAME_QUERY}
          enterKeyHint="search"
          className={`${filterField} flex-1`}
        />
        <button type="submit" className={primaryButton}>
          {t('search')}
        </button>
      </div>
      {/* A details element is a group: named by its summary, as every group must be. */}
      <details
        id={FILTERS_PANEL_ID}
        className="group/filters mt-3"
        open={active > 0}
        aria-labelledby="filters-summary"
      >
        <summary
          id="filters-summary"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm tracking-widest uppercase"
        >
          <LineIcon
            size={16}
            strokeWidth={2}
            className="transition-transform group-open/filters:rotate-90"
          >
            <path d="M9 6l6 6-6 6" />
          </LineIcon>
          {t('filters')}
          {active > 0 ? (
            <span className="rounded-full bg-ink px-2 text-xs text-paper">{active}</span>
          ) : null}
        </summary>
        <FilterFields locale={locale} values={values} />
        <div className="mt-4">
          <HeightUnitToggle locale={locale} />
        </div>
        <button type="submit" className={`${primaryButton} mt-4`}>
          {t('applyFilters')}
        </button>
      </details>
      {offerClear && count > 0 ? (
        <Link
          href={listHref}
          scroll={false}
          prefetch={false}
          className="mt-2 inline-flex min-h-11 items-center text-sm underline"
        >
          {t('clearFilters')}
        </Link>
      ) : null}
    </FilterForm>
  );
}
