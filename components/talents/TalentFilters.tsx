'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/components/navigation/Link';
import { primaryButton } from '@/components/ui/buttonStyles';
import { HeightUnitToggle } from '@/components/units/HeightUnitToggle';
import type { SiteHref } from '@/lib/i18n/paths';
import type { Option } from '@/lib/options/types';
import { FILTER_HEIGHTS, heightOptionLabel } from '@/lib/talents/filter-form';
import { activeFilterCount, type TalentQuery } from '@/lib/talents/list-query';
import { useUnitPreferences } from '@/lib/units/store';
import { FilterFields } from './FilterFields';
import { useFilterForm } from './useFilterForm';

type Props = {
  listPath: string;
  /** The bare list, for "clear filters". */
  listHref: SiteHref;
  query: TalentQuery;
  /** Whether to offer "clear filters" here (an empty result offers it itself). */
  offerClear: boolean;
  hair: Option[];
  eyes: Option[];
};

/**
 * The list's name search and filters. A GET form: without JavaScript it
 * submits to the list's own address; with it, choices apply at once
 * (useFilterForm). The server reads the URL and asks the agency API for the
 * matching page.
 */
export function TalentFilters({ listPath, listHref, query, offerClear, hair, eyes }: Props) {
  const t = useTranslations('Talents');
  const locale = useLocale();
  const { height: unit } = useUnitPreferences(locale);
  const id = useId();
  const { form, pending, initial, choose, submit } = useFilterForm(listHref, query);
  const heights: Option[] = FILTER_HEIGHTS.map((cm) => ({
    value: String(cm),
    label: heightOptionLabel(cm, unit, locale),
  }));
  const active = activeFilterCount(query) - (query.q === null ? 0 : 1);

  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={listPath}
      onSubmit={submit}
      aria-label={t('filtersLabel')}
      aria-busy={pending}
      className="mt-6"
      data-testid="talent-filters"
    >
      <div className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('searchName')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={initial.q}
          placeholder={t('searchName')}
          maxLength={100}
          enterKeyHint="search"
          className="min-h-11 w-full flex-1 border border-ink/30 bg-paper px-3 text-base"
        />
        <button type="submit" className={primaryButton}>
          {t('search')}
        </button>
      </div>
      <details className="group/filters mt-3" open={active > 0}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm tracking-widest uppercase">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="transition-transform group-open/filters:rotate-90"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
          {t('filters')}
          {active > 0 ? (
            <span className="rounded-full bg-ink px-2 text-xs text-paper">{active}</span>
          ) : null}
        </summary>
        <FilterFields
          initial={initial}
          heights={heights}
          hair={hair}
          eyes={eyes}
          onChoose={choose}
          idPrefix={id}
        />
        <div className="mt-4">
          <HeightUnitToggle locale={locale} />
        </div>
        {/* Without JavaScript the choices apply with this button. */}
        <noscript>
          <button type="submit" className={`${primaryButton} mt-4`}>
            {t('applyFilters')}
          </button>
        </noscript>
      </details>
      {offerClear && activeFilterCount(query) > 0 ? (
        <Link
          href={listHref}
          scroll={false}
          prefetch={false}
          className="mt-2 inline-flex min-h-11 items-center text-sm underline"
        >
          {t('clearFilters')}
        </Link>
      ) : null}
    </form>
  );
}
