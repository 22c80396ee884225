import { useTranslations } from 'next-intl';
import { MAX_SOURCE_BYTES } from '@/lib/browser/photo';
import { MAX_FIELD_LENGTH, MAX_IMAGE_BYTES, MAX_TEXT_LENGTH } from '@agency/rules/limits';
import type messages from '@/messages/en.json';

// The limits a message may state (a text too long names both lengths the forms allow).
const LIMITS = {
  max: MAX_IMAGE_BYTES / 1024 / 1024,
  maxSource: MAX_SOURCE_BYTES / 1024 / 1024,
  maxField: MAX_FIELD_LENGTH,
  maxText: MAX_TEXT_LENGTH,
};
type ValidationKey = keyof (typeof messages)['Validation'];

type Props = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  /** A short word on what the field asks for, under its label and read with it. */
  hint?: string;
  // Said as the error appears (a photo refused as it is chosen), not only when reached.
  alertError?: boolean;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => React.ReactNode;
};

export function Field(props: Props) {
  const { id, label, error, hint, required = false, alertError = false, children } = props;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  const forms = useTranslations('Forms');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm tracking-wide">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="text-muted"> ({forms('optional')})</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        'aria-required': required || undefined,
      })}
      {/* Keyed by the message: a new one is a new alert, announced again. */}
      {error ? <FieldError key={error} id={id} error={error} alert={alertError} /> : null}
    </div>
  );
}

type ErrorProps = { id: string; error: string; alert?: boolean };

/** A refusal's message key as the visitor reads it, with the limits it may state. */
export function useValidationText() {
  const t = useTranslations('Validation');
  return (error: string) =>
    t.has(error as ValidationKey) ? t(error as ValidationKey, LIMITS) : t('required');
}

export function FieldError({ id, error, alert = false }: ErrorProps) {
  const text = useValidationText();
  return (
    <p
      id={`${id}-error`}
      role={alert ? 'alert' : undefined}
      className="text-sm text-danger"
      data-testid={`error-${id}`}
    >
      {text(error)}
    </p>
  );
}

export const inputClass =
  'min-h-11 w-full border border-ink/55 bg-paper px-3 py-2 text-base aria-[invalid=true]:border-danger disabled:bg-ink/5';
