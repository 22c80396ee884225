import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { RECRUITMENT_REQUIRED, type RecruitmentValues } from '@/lib/forms/recruitment';
import type { Option } from '@/lib/options/types';
import { Field, inputClass } from '../Field';

type Props = {
  name: keyof RecruitmentValues;
  label: string;
  options: readonly Option[];
  // The guardian's, required of a minor only, are not in RECRUITMENT_REQUIRED.
  required?: boolean;
  disabled?: boolean;
  failed?: boolean;
  onChange?: () => void;
};

export function RecruitmentSelect({ name, label, options, required, failed, ...props }: Props) {
  const t = useTranslations('Forms');
  const { register, formState } = useFormContext<RecruitmentValues>();
  return (
    <Field
      id={`recruitment-${name}`}
      label={label}
      required={required ?? RECRUITMENT_REQUIRED.has(name)}
      error={formState.errors[name]?.message ?? (failed ? 'optionsFailed' : undefined)}
    >
      {(a11y) => (
        <select
          {...a11y}
          {...register(name, { onChange: props.onChange })}
          disabled={props.disabled}
          className={inputClass}
        >
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
