'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { GENDER_VALUES } from '@/lib/options/gender';
import type { Option } from '@/lib/options/types';
import { Field, inputClass } from '../Field';
import { SelectField } from '../SelectField';
import { LocationFields } from './LocationFields';
import type { RecruitmentValues } from './values';

type Props = { countries: Option[]; categories: Option[]; disabled: boolean };

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'contact', type: 'text', autoComplete: 'off', required: true },
] as const;

const SOCIAL_FIELDS = [
  { name: 'drt', type: 'text' },
  { name: 'instagram', type: 'text' },
  { name: 'tiktok', type: 'text' },
] as const;

export function PersonalFields({ countries, categories, disabled }: Props) {
  const t = useTranslations('Forms');
  const options = useTranslations('Options');
  const { register, control, formState } = useFormContext<RecruitmentValues>();
  const errors = formState.errors;
  const error = (name: string) => errors[name]?.message as string | undefined;
  const genders = GENDER_VALUES.map((value) => ({ value, label: options(`gender.${value}`) }));

  return (
    <>
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`recruitment-${field.name}`}
          label={t(field.name)}
          required
          error={error(field.name)}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register(field.name)}
              type={field.type}
              autoComplete={field.autoComplete}
              className={inputClass}
            />
          )}
        </Field>
      ))}
      <LocationFields countries={countries} disabled={disabled} />
      <SelectField
        id="recruitment-gender"
        label={t('gender')}
        required
        options={genders}
        error={error('gender')}
        selectProps={register('gender')}
      />
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <SelectField
            id="recruitment-category"
            label={t('category')}
            required
            options={categories}
            error={error('category')}
            selectProps={{
              ref: field.ref,
              name: field.name,
              onBlur: field.onBlur,
              value: field.value ? String(field.value.value) : '',
              onChange: (event) => {
                const chosen = categories.find((c) => c.value === event.target.value);
                field.onChange(
                  chosen ? { label: chosen.label, value: Number(chosen.value) } : undefined,
                );
              },
            }}
          />
        )}
      />
      <Field id="recruitment-birthdate" label={t('birthdate')} required error={error('birthdate')}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('birthdate')}
            type="date"
            autoComplete="bday"
            className={inputClass}
          />
        )}
      </Field>
      {SOCIAL_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`recruitment-${field.name}`}
          label={t(field.name)}
          error={error(field.name)}
        >
          {(a11y) => (
            <input {...a11y} {...register(field.name)} type={field.type} className={inputClass} />
          )}
        </Field>
      ))}
    </>
  );
}
