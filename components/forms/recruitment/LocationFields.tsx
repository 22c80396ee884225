import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { RECRUITMENT_REQUIRED } from '@/lib/forms/recruitment';
import type { LabelValue } from '@/lib/forms/fields';
import type { Option } from '@/lib/options/types';
import { SelectField } from '../SelectField';
import { useAttributeOptions } from './useAttributeOptions';
import type { RecruitmentValues } from './values';

type Props = { countries: Option[]; disabled: boolean };

function toLabelValue(options: Option[], value: string): LabelValue | undefined {
  const option = options.find((o) => o.value === value);
  return option ? { label: option.label, value: Number(option.value) } : undefined;
}

type LabelValueField = {
  ref: React.Ref<HTMLSelectElement>;
  name: string;
  value: LabelValue | null | undefined;
  onBlur: () => void;
  onChange: (value: LabelValue | undefined) => void;
};

/**
 * A select bound to a `{ label, value }` field, labelled from `options`;
 * `clearBelow` empties the fields that depend on this one (the states of a
 * country, the cities of a state).
 */
export function labelValueSelect(
  field: LabelValueField,
  options: Option[],
  clearBelow?: () => void,
) {
  return {
    ref: field.ref,
    name: field.name,
    value: field.value ? String(field.value.value) : '',
    onBlur: field.onBlur,
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      field.onChange(toLabelValue(options, event.target.value));
      clearBelow?.();
    },
  };
}

/**
 * Country, state and city: choosing a country loads its states and clears
 * state and city; choosing a state loads its cities and clears city.
 */
export function LocationFields({ countries, disabled }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const { control, setValue, formState } = useFormContext<RecruitmentValues>();
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const countryId = country ? String(country.value) : undefined;
  const stateId = state ? String(state.value) : undefined;
  const states = useAttributeOptions(locale, countryId);
  const cities = useAttributeOptions(locale, countryId, stateId, true);
  const errors = formState.errors;

  return (
    <>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <SelectField
            id="recruitment-country"
            label={t('country')}
            required={RECRUITMENT_REQUIRED.has('country')}
            options={countries}
            error={errors.country?.message}
            disabled={disabled}
            selectProps={labelValueSelect(field, countries, () => {
              setValue('state', undefined);
              setValue('city', undefined);
            })}
          />
        )}
      />
      {(
        [
          ['state', states, !countryId, () => setValue('city', undefined)],
          ['city', cities, !stateId, undefined],
        ] as const
      ).map(([name, list, waiting, clearBelow]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <SelectField
              id={`recruitment-${name}`}
              label={list.loading ? `${t(name)} — ${t('loadingOptions')}` : t(name)}
              required={RECRUITMENT_REQUIRED.has(name)}
              options={list.options}
              error={errors[name]?.message ?? (list.failed ? 'optionsFailed' : undefined)}
              disabled={disabled || waiting}
              selectProps={labelValueSelect(field, list.options, clearBelow)}
            />
          )}
        />
      ))}
    </>
  );
}
