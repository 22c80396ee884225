import { useMessages, useTranslations } from 'next-intl';
import { GENDER_ANSWERS } from '@/lib/talents/gender';
import { RECRUITMENT_REQUIRED } from '@/lib/forms/recruitment';
import { licenseOptions } from '@/lib/options/licenses';
import type { Option } from '@/lib/options/types';
import { RecruitmentSelect } from './RecruitmentSelect';
import type { FormState } from '@/lib/forms/form-state';
import { LocationFields } from './LocationFields';
import { personalParts, type PersonalPart } from './personal-parts';
import { TextInput } from './TextInput';

type Props = {
  countries: Option[];
  categories: Option[];
  places: FormState['options'];
  disabled: boolean;
  minor: boolean;
};

export function PersonalFields({ countries, categories, places, disabled, minor }: Props) {
  const t = useTranslations('Forms');
  const options = useTranslations('Options');
  const licenses = useMessages().Options.licenses;
  const choices = {
    gender: GENDER_ANSWERS.map((value) => ({ value, label: options(`gender.${value}`) })),
    // Shown in the visitor's language; the API's own word is what is sent.
    category: licenseOptions(categories, licenses),
  };

  const render = (part: PersonalPart) => {
    switch (part.kind) {
      case 'place':
        return (
          <LocationFields key="place" countries={countries} places={places} disabled={disabled} />
        );
      case 'select':
        return (
          <RecruitmentSelect
            key={part.name}
            name={part.name}
            label={t(part.name)}
            options={choices[part.name]}
          />
        );
      default:
        return (
          <TextInput
            key={part.name}
            name={part.name}
            type={part.type}
            autoComplete={part.autoComplete}
            label={t(part.name)}
            required={RECRUITMENT_REQUIRED.has(part.name)}
            // Required from adults, and not a word anyone would guess the meaning of.
            hint={part.name === 'contact' ? t('contactHint') : undefined}
          />
        );
    }
  };

  return <>{personalParts(minor).map(render)}</>;
}
