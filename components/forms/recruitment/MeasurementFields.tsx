import { useTranslations } from 'next-intl';
import { MEASUREMENT_FIELDS } from '@/lib/forms/measurement-fields';
import type { GenderAnswer } from '@/lib/talents/gender';
import { RecruitmentSelect } from './RecruitmentSelect';

type Props = { gender?: GenderAnswer };

export function MeasurementFields({ gender }: Props) {
  const t = useTranslations('Forms');
  const labels = useTranslations('Options');
  return (
    <>
      {MEASUREMENT_FIELDS.map((field) => (
        <RecruitmentSelect
          key={field.name}
          name={field.name}
          label={field.name === 'bust' && gender === 'man' ? t('chest') : t(field.name)}
          options={field.options(labels, gender)}
        />
      ))}
    </>
  );
}
