import { useFormContext } from 'react-hook-form';
import { Field, inputClass } from '../Field';
import type { RecruitmentValues } from '@/lib/forms/recruitment';

type TextName = {
  [K in keyof RecruitmentValues]-?: NonNullable<RecruitmentValues[K]> extends string ? K : never;
}[keyof RecruitmentValues];

export type TextFieldSpec = {
  name: TextName;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
};

type Props = TextFieldSpec & { label: string; required: boolean; hint?: string };

export function TextInput({ name, type, autoComplete, label, required, hint }: Props) {
  const { register, formState } = useFormContext<RecruitmentValues>();
  return (
    <Field
      id={`recruitment-${name}`}
      label={label}
      required={required}
      hint={hint}
      error={formState.errors[name]?.message}
    >
      {(a11y) => (
        <input
          {...a11y}
          {...register(name)}
          type={type}
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </Field>
  );
}
