import { useTranslations } from 'next-intl';
import type { Option } from '@/lib/options/types';
import { Field, inputClass } from './Field';

type Props = {
  id: string;
  label: string;
  options: readonly Option[];
  error?: string;
  required?: boolean;
  disabled?: boolean;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: React.Ref<HTMLSelectElement>;
  };
};

/** A labelled select with a "Choose…" placeholder and its error. */
export function SelectField({ id, label, options, error, required, disabled, selectProps }: Props) {
  const t = useTranslations('Forms');
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(a11y) => (
        <select {...a11y} {...selectProps} disabled={disabled} className={inputClass}>
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
