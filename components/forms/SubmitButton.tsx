'use client';

import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/buttonStyles';
import type { FormStatus } from './useFormFlow';

type Props = { status: FormStatus; sentText: string };

/** The send button; a spinner while sending, replaced by the confirmation once sent. */
export function SubmitButton({ status, sentText }: Props) {
  const t = useTranslations('Forms');
  if (status === 'sent') {
    return (
      <p className="inline-flex items-center gap-2 text-success" data-testid="form-sent">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        {sentText}
      </p>
    );
  }
  const sending = status === 'sending';
  return (
    <button type="submit" className={primaryButton} disabled={sending} aria-disabled={sending}>
      {sending ? (
        <span
          aria-hidden="true"
          className="mr-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-paper border-t-transparent"
        />
      ) : null}
      {sending ? t('sending') : t('send')}
    </button>
  );
}
