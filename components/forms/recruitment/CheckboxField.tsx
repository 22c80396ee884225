import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../Field';

type Props = {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
};

export function CheckboxField({ id, label, required = false, error, registration }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          {...registration}
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
