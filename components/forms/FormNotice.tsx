import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { FormStatus } from '@/lib/forms/form-state';
import { LineIcon } from '@/components/ui/LineIcon';

type Props = { status: FormStatus; sentText: string };

/** One form per page: a post without scripts is answered at this fragment (useActionForm). */
export const FORM_NOTICE_ID = 'form-notice';

// The answers a visitor sending from the bottom of a form would not see at its top.
const FOCUSED: readonly FormStatus[] = ['sent', 'error', 'limited'];

/**
 * The form's one live region, so a success reads as a single message, at the top of the form.
 * Once sent the button is gone, and a post the site could not take leaves nothing to fix below:
 * focus moves here instead of staying on the button, out of sight of the answer.
 */
export function FormNotice({ status, sentText }: Props) {
  const errors = useTranslations('Errors');
  const forms = useTranslations('Forms');
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (FOCUSED.includes(status)) region.current?.focus();
  }, [status]);
  const texts: Partial<Record<FormStatus, string>> = {
    invalid: errors('invalid'),
    error: errors('generic'),
    limited: errors('tooManyRequests'),
    sending: forms('sending'),
  };
  const tone =
    status === 'sent' ? 'text-success' : status === 'sending' ? 'text-muted' : 'text-danger';
  return (
    <p
      ref={region}
      id={FORM_NOTICE_ID}
      // Also focused when a form comes back after a post that got no answer (FormRecovery).
      tabIndex={FOCUSED.includes(status) ? -1 : undefined}
      role="status"
      aria-live="polite"
      data-testid="form-notice"
      data-status={status}
      className={`text-sm ${tone}`}
    >
      {status === 'sent' ? (
        <span className="inline-flex items-center gap-2 text-base" data-testid="form-sent">
          <LineIcon size={22} strokeWidth={2.5} className="shrink-0">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </LineIcon>
          {sentText}
        </span>
      ) : (
        (texts[status] ?? '')
      )}
    </p>
  );
}
