import { useTranslations } from 'next-intl';
import { GUARDIAN_RELATIONSHIPS } from '@agency/rules/safety';
import { CheckboxField } from './CheckboxField';
import { RecruitmentSelect } from './RecruitmentSelect';
import { TextInput, type TextFieldSpec } from './TextInput';

const TEXT_FIELDS = [
  { name: 'guardian_name', type: 'text', autoComplete: 'off' },
  { name: 'guardian_email', type: 'email', autoComplete: 'off' },
  { name: 'guardian_phone', type: 'tel', autoComplete: 'off' },
] as const satisfies readonly TextFieldSpec[];

export function GuardianFields({ siteName }: { siteName: string }) {
  const t = useTranslations('Recruitment');
  const relationships = GUARDIAN_RELATIONSHIPS.map((value) => ({
    value,
    label: t(`relationship.${value}`),
  }));
  const text = (field: (typeof TEXT_FIELDS)[number]) => (
    <TextInput key={field.name} {...field} label={t(field.name)} required />
  );
  return (
    <>
      {text(TEXT_FIELDS[0])}
      <RecruitmentSelect
        name="guardian_relationship"
        label={t('guardian_relationship')}
        required
        options={relationships}
      />
      {text(TEXT_FIELDS[1])}
      {text(TEXT_FIELDS[2])}
      <div className="md:col-span-2">
        <CheckboxField
          name="guardian_consent"
          label={t('guardian_consent', { site: siteName })}
          required
        />
      </div>
    </>
  );
}
