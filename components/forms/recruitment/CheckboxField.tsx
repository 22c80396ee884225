import { useFormContext } from 'react-hook-form';
import { FieldError } from '../Field';
import type { RecruitmentValues } from '@/lib/forms/recruitment';

type Props = {
  name: 'consent_evaluation' | 'consent_promotion' | 'guardian_consent';
  label: React.ReactNode;
  required?: boolean;
};

export function CheckboxField({ name, label, required = false }: Props) {
  const { register, formState } = useFormContext<RecruitmentValues>();
  const id = `recruitment-${name}`;
  const error = formState.errors[name]?.message;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          {...register(name)}
          id={id}
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required || undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {error ? <FieldError id={id} error={error} /> : null}
    </div>
  );
}
