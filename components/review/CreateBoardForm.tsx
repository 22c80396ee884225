'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { createReviewBoard } from '@/lib/actions/review';
import { initialReviewState } from '@/lib/forms/review-state';
import { ReviewFormStatus } from './ReviewFormStatus';

/**
 * "Review with your team": a board of these talents, made by its Server Action, which then leads
 * to the board's address (a redirect, with or without scripts). `page`: the address it is on.
 */
export function CreateBoardForm({ ids, page }: { ids: readonly number[]; page: string }) {
  const t = useTranslations('Review');
  const locale = useLocale();
  // Without scripts a refusal is the page again, opened at this form.
  const [state, action, pending] = useActionState(
    createReviewBoard,
    initialReviewState,
    `${page}#create-board`,
  );
  return (
    <form
      id="create-board"
      action={action}
      aria-labelledby="create-board-title"
      className="mt-10 max-w-xl border-t border-ink/15 pt-6"
      data-testid="create-board"
    >
      <h2 id="create-board-title" className="text-lg tracking-widest uppercase">
        {t('createTitle')}
      </h2>
      <p className="mt-2 text-sm">{t('createIntro')}</p>
      <input type="hidden" name="ids" value={ids.join(',')} />
      <input type="hidden" name="lang" value={locale} />
      <button type="submit" className={`${secondaryButton} mt-3`} disabled={pending}>
        {pending ? t('creating') : t('create')}
      </button>
      <ReviewFormStatus state={state} id="create-board-status" />
    </form>
  );
}
