'use client';

import { useTranslations } from 'next-intl';
import type { FormStatus } from './useFormFlow';

type Props = { status: FormStatus; sentText: string };

/** The live region that announces invalid, sending, sent and error states. */
export function FormNotice({ status, sentText }: Props) {
  const errors = useTranslations('Errors');
  const forms = useTranslations('Forms');
  const text =
    status === 'invalid'
      ? errors('invalid')
      : status === 'error'
        ? errors('generic')
        : status === 'limited'
          ? errors('tooManyRequests')
          : status === 'sending'
            ? forms('sending')
            : status === 'sent'
              ? sentText
              : '';
  const tone =
    status === 'sent' ? 'text-success' : status === 'sending' ? 'text-muted' : 'text-danger';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="form-notice"
      data-status={status}
      className={`min-h-6 text-sm ${tone}`}
    >
      {text}
    </p>
  );
}
