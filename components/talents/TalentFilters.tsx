'use client';

import { Link } from '@/components/navigation/Link';
import type { SiteHref } from '@/lib/i18n/paths';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useTransition,
  type ComponentProps,
  type FormEvent,
} from 'react';
import { primaryButton } from '@/components/ui/buttonStyles';
import { HeightUnitToggle } from '@/components/units/HeightUnitToggle';
import type { Option } from '@/lib/options/types';
import { GENDERS } from '@/lib/talents/gender';
import {
  activeFilterCount,
  HEIGHT_FILTER_CM,
  parseTalentQuery,
  toSearch,
  type TalentQuery,
} from '@/lib/talents/list-query';
import type { FilterTexts } from '@/lib/talents/filter-texts';
import { formatHeight, type HeightUnit } from '@/lib/units/height';
import { useUnitPreferences } from '@/lib/units/store';

type Props = {
  locale: string;
  labels: FilterTexts;
  /** The height unit toggle's texts. */
  unitLabels: ComponentProps<typeof HeightUnitToggle>['labels'];
  listPath: string;
  /** The bare list, for "clear filters". */
  listHref: SiteHref;
  query: TalentQuery;
  /** Whether to offer "clear filters" here (an empty result offers it itself). */
  offerClear: boolean;
  hair: Option[];
  eyes: Option[];
};

type Values = {
  q: string;
  gender: string;
  height_min: string;
  height_max: string;
  hair: string;
  eyes: string;
};

const valuesOf = (query: TalentQuery): Values => ({
  q: query.q ?? '',
  gender: query.gender ?? '',
  height_min: query.heightMin === null ? '' : String(query.heightMin),
  height_max: query.heightMax === null ? '' : String(query.heightMax),
  hair: query.hair ?? '',
  eyes: query.eyes ?? '',
});

const FIELDS = ['q', 'gender', 'height_min', 'height_max', 'hair', 'eyes'] as const;

/** What the form's fields show now (typed or chosen, before hydration too). */
function valuesIn(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const entries = FIELDS.map((name) => [name, String(data.get(name) ?? '')]);
  return Object.fromEntries(entries) as Values;
}

/** Puts `values` in the form's fields. */
function showValues(form: HTMLFormElement, values: Values) {
  for (const name of FIELDS) {
    const field = form.elements.namedItem(name);
    // Radios come as a list, whose value checks the radio that has it.
    if (field && 'value' in field && field.value !== values[name]) field.value = values[name];
  }
}

const HEIGHTS = Array.from(
  { length: HEIGHT_FILTER_CM.max - HEIGHT_FILTER_CM.min + 1 },
  (_, index) => HEIGHT_FILTER_CM.min + index,
).filter((cm) => cm >= 140 && cm <= 210);

// In feet and inches several centimetres share a label: the centimetres follow.
function heightLabel(cm: number, unit: HeightUnit, locale: string): string {
  const label = formatHeight(cm, unit, locale);
  return unit === 'cm' ? label : `${label} (${formatHeight(cm, 'cm', locale)})`;
}

const field = 'min-h-11 w-full border border-ink/30 bg-paper px-3 text-base';
const label = 'mb-1 block text-xs tracking-widest text-muted uppercase';

/**
 * The list's name search and filters. A GET form: without JavaScript it
 * submits to the list's own address. With it, each choice applies at once and
 * the name on Enter, as a new history entry, so Back undoes the last change;
 * the server reads the URL and asks the agency API for the matching page.
 * The fields are uncontrolled: what a visitor typed or chose while the
 * page's scripts were still loading stays, and a choice made then applies
 * as soon as they run.
 */
export function TalentFilters(props: Props) {
  const { locale, labels, unitLabels, listPath, query, offerClear, hair, eyes } = props;
  // Texts come from the server: the list's first load carries no translation library.
  const t = (key: keyof FilterTexts) => labels[key];
  const router = useRouter();
  const { height: unit } = useUnitPreferences(locale);
  const id = useId();
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const initial = valuesOf(query);
  const search = toSearch(query);

  const apply = (next: Values) => {
    const target = toSearch(parseTalentQuery(new URLSearchParams(next)));
    if (target === search) return;
    startTransition(() =>
      router.push(target ? `${listPath}?${target}` : listPath, { scroll: false }),
    );
  };
  const choose = () => {
    if (form.current) apply(valuesIn(form.current));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(valuesIn(event.currentTarget));
  };

  // The URL the fields were last matched with; null until hydrated.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const node = form.current;
    if (!node) return;
    if (shown.current === null) {
      shown.current = search;
      // A filter chosen before the scripts ran applies now; a name typed
      // then waits for Enter, as always.
      const before = valuesIn(node);
      if (FIELDS.some((name) => name !== 'q' && before[name] !== initial[name])) apply(before);
      return;
    }
    // Back, Forward or a link changed the URL: the fields show what it says.
    if (shown.current !== search) {
      shown.current = search;
      showValues(node, initial);
    }
    // Only when the URL changes; `initial` and `apply` follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const heightOptions: Option[] = HEIGHTS.map((cm) => ({
    value: String(cm),
    label: heightLabel(cm, unit, locale),
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
          className={`${field} flex-1`}
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
        <div className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-6">
          <fieldset className="col-span-2">
            <legend className={label}>{t('gender')}</legend>
            <div className="flex gap-2">
              {['', ...GENDERS].map((gender) => (
                <label
                  key={gender || 'any'}
                  className="inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center border border-ink px-3 text-sm tracking-widest uppercase has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
                >
                  <input
                    type="radio"
                    name="gender"
                    value={gender}
                    defaultChecked={initial.gender === gender}
                    onChange={choose}
                    className="sr-only"
                  />
                  {gender === '' ? t('anyGender') : t(gender as 'man' | 'woman')}
                </label>
              ))}
            </div>
          </fieldset>
          {(
            [
              ['height_min', 'heightFrom', 'anyHeight', heightOptions],
              ['height_max', 'heightTo', 'anyHeight', heightOptions],
              ['hair', 'hairColor', 'anyColor', hair],
              ['eyes', 'eyeColor', 'anyColor', eyes],
            ] as const
          ).map(([name, title, any, options]) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className={label}>
                {t(title)}
              </label>
              <select
                id={`${id}-${name}`}
                name={name}
                defaultValue={initial[name]}
                onChange={choose}
                className={field}
              >
                <option value="">{t(any)}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="mt-4">
          <HeightUnitToggle locale={locale} labels={unitLabels} />
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
          href={props.listHref}
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
