import { useFormContext, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { FormState } from '@/lib/forms/form-state';
import { RECRUITMENT_REQUIRED, type RecruitmentValues } from '@/lib/forms/recruitment';
import type { Option } from '@/lib/options/types';
import { SelectField } from '../SelectField';
import { useAttributeOptions } from './useAttributeOptions';

type Props = { countries: Option[]; places: FormState['options']; disabled: boolean };

/**
 * Country, state and city, each posted as the id of its option: choosing a
 * country loads its states and clears state and city; choosing a state loads
 * its cities and clears city. Without scripts the form is sent with what is
 * chosen so far and the action's answer lists the states and cities
 * (`places`); a select waits, disabled, only while the scripts can fill it.
 */
export function LocationFields({ countries, places, disabled }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const { control, setValue, register, formState } = useFormContext<RecruitmentValues>();
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const states = useAttributeOptions(locale, places?.states, country ? [country] : null);
  const cities = useAttributeOptions(
    locale,
    places?.cities,
    country && state ? [country, state] : null,
  );
  const errors = formState.errors;
  const clear =
    (...names: ('state' | 'city')[]) =>
    () => {
      for (const name of names) setValue(name, '');
    };

  return (
    <>
      <SelectField
        id="recruitment-country"
        label={t('country')}
        required={RECRUITMENT_REQUIRED.has('country')}
        options={countries}
        error={errors.country?.message}
        disabled={disabled}
        selectProps={register('country', { onChange: clear('state', 'city') })}
      />
      {(
        [
          ['state', states, clear('city')],
          ['city', cities, undefined],
        ] as const
      ).map(([name, list, onChange]) => (
        <SelectField
          key={name}
          id={`recruitment-${name}`}
          label={list.loading ? `${t(name)} — ${t('loadingOptions')}` : t(name)}
          required={RECRUITMENT_REQUIRED.has(name)}
          options={list.options}
          error={errors[name]?.message ?? (list.failed ? 'optionsFailed' : undefined)}
          disabled={disabled || list.waiting}
          selectProps={register(name, { onChange })}
        />
      ))}
    </>
  );
}
