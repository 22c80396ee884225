import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/buttonStyles';
import type { FormStatus } from '@/lib/forms/form-state';

type Props = { status: FormStatus };

export function SubmitButton({ status }: Props) {
  const t = useTranslations('Forms');
  if (status === 'sent') return null;
  const sending = status === 'sending';
  return (
    <div>
      <button type="submit" className={primaryButton} disabled={sending} aria-disabled={sending}>
        {sending ? (
          <span
            aria-hidden="true"
            className="mr-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-paper border-t-transparent"
          />
        ) : null}
        {sending ? t('sending') : t('send')}
      </button>
    </div>
  );
}
