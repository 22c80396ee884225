'use client';

import { useTranslations } from 'next-intl';
import { MAX_IMAGE_BYTES } from '@/lib/forms/limits';
import type { ValidationKey } from '@/lib/forms/messages';

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

type Props = {
  id: string;
  label: string;
  /** A Validation message key (zod's or the server's); an unknown one reads as 'required'. */
  error?: string;
  required?: boolean;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => React.ReactNode;
};

/** A label, a control and its error, tied together for screen readers. */
export function Field({ id, label, error, required = false, hint, children }: Props) {
  const t = useTranslations('Validation');
  const forms = useTranslations('Forms');
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
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
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': described || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" data-testid={`error-${id}`}>
          {t.has(error as ValidationKey)
            ? t(error as ValidationKey, { max: MAX_IMAGE_MB })
            : t('required')}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'min-h-11 w-full border border-ink/30 bg-paper px-3 py-2 text-base aria-[invalid=true]:border-danger disabled:bg-ink/5';
