'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { eyesOptions } from '@/lib/options/eyes';
import { hairOptions } from '@/lib/options/hair';
import {
  bustOptions,
  chestOptions,
  heightOptions,
  hipsOptions,
  jeansOptions,
  shirtOptions,
  shoesOptions,
  suitOptions,
  waistOptions,
  weightOptions,
} from '@/lib/options/measurements';
import type { Option } from '@/lib/options/types';
import { isLocale } from '@/lib/i18n/routing';
import { SelectField } from '../SelectField';
import type { RecruitmentValues } from './values';

type Props = { locale: string; gender?: string };

/** Measurement selects; bust is labelled chest (with the chest range) for men. */
export function MeasurementFields({ locale, gender }: Props) {
  const t = useTranslations('Forms');
  const { register, formState } = useFormContext<RecruitmentValues>();
  const lang = isLocale(locale) ? locale : 'pt';
  const man = gender === 'man';
  const fields: Array<{ name: string; label: string; options: Option[]; required: boolean }> = [
    { name: 'height', label: t('height'), options: heightOptions(), required: true },
    { name: 'jeans', label: t('jeans'), options: jeansOptions(), required: true },
    { name: 'waist', label: t('waist'), options: waistOptions(), required: true },
    { name: 'hips', label: t('hips'), options: hipsOptions(), required: true },
    {
      name: 'bust',
      label: man ? t('chest') : t('bust'),
      options: man ? chestOptions() : bustOptions(),
      required: true,
    },
    { name: 'shoes', label: t('shoes'), options: shoesOptions(), required: true },
    { name: 'hair', label: t('hair'), options: hairOptions(lang), required: false },
    { name: 'eyes', label: t('eyes'), options: eyesOptions(lang), required: false },
    { name: 'suit', label: t('suit'), options: suitOptions(), required: false },
    { name: 'shirt', label: t('shirt'), options: shirtOptions(), required: false },
    { name: 'weight', label: t('weight'), options: weightOptions(), required: false },
  ];
  return (
    <>
      {fields.map((field) => (
        <SelectField
          key={field.name}
          id={`recruitment-${field.name}`}
          label={field.label}
          options={field.options}
          required={field.required}
          error={formState.errors[field.name]?.message as string | undefined}
          selectProps={register(field.name)}
        />
      ))}
    </>
  );
}
