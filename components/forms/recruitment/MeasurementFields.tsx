import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { MEASUREMENT_FIELDS } from '@/lib/forms/measurement-fields';
import { RECRUITMENT_REQUIRED, type RecruitmentValues } from '@/lib/forms/recruitment';
import type { GenderAnswer } from '@/lib/talents/gender';
import { SelectField } from '../SelectField';

type Props = { gender?: GenderAnswer };

/** Measurement selects; bust is labelled chest (with the chest range) for men. */
export function MeasurementFields({ gender }: Props) {
  const t = useTranslations('Forms');
  const labels = useTranslations('Options');
  const { register, formState } = useFormContext<RecruitmentValues>();
  return (
    <>
      {MEASUREMENT_FIELDS.map((field) => (
        <SelectField
          key={field.name}
          id={`recruitment-${field.name}`}
          label={field.name === 'bust' && gender === 'man' ? t('chest') : t(field.name)}
          options={field.options(labels, gender)}
          required={RECRUITMENT_REQUIRED.has(field.name)}
          error={formState.errors[field.name]?.message}
          selectProps={register(field.name)}
        />
      ))}
    </>
  );
}
