import { useMessages, useTranslations } from 'next-intl';
import { GENDER_ANSWERS } from '@/lib/talents/gender';
import { RECRUITMENT_REQUIRED } from '@/lib/forms/recruitment';
import { licenseOptions } from '@/lib/options/licenses';
import type { Option } from '@/lib/options/types';
import { RecruitmentSelect } from './RecruitmentSelect';
import type { FormState } from '@/lib/forms/form-state';
import { LocationFields } from './LocationFields';
import { TextInput, type TextFieldSpec } from './TextInput';

type Props = {
  countries: Option[];
  categories: Option[];
  places: FormState['options'];
  disabled: boolean;
  // A minor's contact person is the guardian, asked above.
  minor: boolean;
};

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'contact', type: 'text', autoComplete: 'off' },
] as const satisfies readonly TextFieldSpec[];

const SOCIAL_FIELDS = [
  { name: 'drt', type: 'text', autoComplete: 'off' },
  { name: 'instagram', type: 'text', autoComplete: 'off' },
  { name: 'tiktok', type: 'text', autoComplete: 'off' },
] as const satisfies readonly TextFieldSpec[];

export function PersonalFields({ countries, categories, places, disabled, minor }: Props) {
  const t = useTranslations('Forms');
  const options = useTranslations('Options');
  const licenses = useMessages().Options.licenses;
  const genders = GENDER_ANSWERS.map((value) => ({ value, label: options(`gender.${value}`) }));
  // Shown in the visitor's language; the API's own word is what is sent.
  const categoryOptions = licenseOptions(categories, licenses);

  const textField = (field: (typeof TEXT_FIELDS | typeof SOCIAL_FIELDS)[number]) => (
    <TextInput
      key={field.name}
      {...field}
      label={t(field.name)}
      required={RECRUITMENT_REQUIRED.has(field.name)}
      // Required from adults, and not a word anyone would guess the meaning of.
      hint={field.name === 'contact' ? t('contactHint') : undefined}
    />
  );

  return (
    <>
      {TEXT_FIELDS.filter((field) => !(minor && field.name === 'contact')).map(textField)}
      <LocationFields countries={countries} places={places} disabled={disabled} />
      <RecruitmentSelect name="gender" label={t('gender')} options={genders} />
      <RecruitmentSelect name="category" label={t('category')} options={categoryOptions} />
      {SOCIAL_FIELDS.map(textField)}
    </>
  );
}
