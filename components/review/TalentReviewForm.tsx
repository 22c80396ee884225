'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { saveTalentReview } from '@/lib/actions/review';
import { REVIEW_COMMENT_MAX } from '@/lib/constants';
import { initialReviewState } from '@/lib/forms/review-state';
import { MARKS, type Mark } from '@/lib/selection/marks';
import { ReviewFormStatus } from './ReviewFormStatus';

type Props = {
  board: string;
  talent: { id: number; name: string };
  /** The reviewer's word on this talent so far. */
  mine: { mark: Mark | null; comment: string | null };
  /** The board's page: without scripts the answer is that page, opened at this talent. */
  page: string;
};

// Radios and a Save button, not buttons that apply at once: a choice is made with the keyboard
// (arrows move between the marks) and sent when the reviewer says so, with the comment.
export function TalentReviewForm({ board, talent, mine, page }: Props) {
  const t = useTranslations('Review');
  const locale = useLocale();
  const [state, action, pending] = useActionState(
    saveTalentReview,
    initialReviewState,
    `${page}#talent-${talent.id}`,
  );
  // Refused: what was typed stays (React resets a form to its defaults after its action).
  const typed = state.status === 'saved' || state.status === 'idle' ? null : state.values;
  const mark = typed ? (typed.mark ?? '') : (mine.mark ?? '');
  const comment = typed ? (typed.comment ?? '') : (mine.comment ?? '');
  const ids = {
    comment: `comment-${talent.id}`,
    hint: `comment-hint-${talent.id}`,
    status: `review-status-${talent.id}`,
  };
  return (
    <form
      action={action}
      aria-label={t('yourReview', { name: talent.name })}
      className="mt-3 flex flex-col gap-2"
      data-testid="talent-review-form"
    >
      <input type="hidden" name="board" value={board} />
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="talent" value={talent.id} />
      <fieldset>
        <legend className="text-sm font-medium">{t('markLegend')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {[...MARKS, '' as const].map((value) => (
            <label key={value || 'none'} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="mark"
                value={value}
                defaultChecked={mark === value}
                className="h-5 w-5 accent-ink"
              />
              {value ? t(value) : t('none')}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.comment} className="text-sm font-medium">
        {t('comment')}
      </label>
      <textarea
        id={ids.comment}
        name="comment"
        rows={2}
        maxLength={REVIEW_COMMENT_MAX}
        defaultValue={comment}
        aria-describedby={`${ids.hint} ${ids.status}`}
        aria-invalid={state.status === 'invalid' || undefined}
        className="w-full border border-ink/40 p-2 text-sm"
      />
      <p id={ids.hint} className="text-xs text-muted">
        {t('commentHint', { max: REVIEW_COMMENT_MAX })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* Not `disabled` while saving: a disabled button drops the focus the reviewer left on it. */}
        <button
          type="submit"
          className={secondaryButton}
          aria-disabled={pending}
          onClick={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          {pending ? t('saving') : t('save')}
        </button>
        <ReviewFormStatus state={state} id={ids.status} saved={t('saved')} />
      </div>
    </form>
  );
}
