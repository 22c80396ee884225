'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/buttonStyles';
import { joinReviewBoard, leaveReviewBoard } from '@/lib/actions/review';
import { REVIEW_NAME_MAX } from '@/lib/constants';
import { initialReviewState } from '@/lib/forms/review-state';
import { ReviewFormStatus } from './ReviewFormStatus';

type Props = {
  board: string;
  /** The visitor's name on this board, once they joined. */
  name: string | null;
  /** The board's page, where the forms post without scripts (opened at this panel). */
  page: string;
};

/**
 * Who the visitor is on the board: the form that gives a name once, or the name with the way to
 * erase it. The one place both live, so that focus follows the change: to "You review as …"
 * after joining, to the name's field after erasing.
 */
export function ReviewerPanel({ board, name, page }: Props) {
  const t = useTranslations('Review');
  const locale = useLocale();
  const permalink = `${page}#reviewer`;
  const [joined, join, joining] = useActionState(joinReviewBoard, initialReviewState, permalink);
  const [left, leave, leaving] = useActionState(leaveReviewBoard, initialReviewState, permalink);
  const you = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const before = useRef(name);
  useEffect(() => {
    if (before.current === name) return;
    if (name) you.current?.focus();
    else field.current?.focus();
    before.current = name;
  }, [name]);

  const hidden = (
    <>
      <input type="hidden" name="board" value={board} />
      <input type="hidden" name="lang" value={locale} />
    </>
  );
  if (name) {
    return (
      <section id="reviewer" className="mt-6" data-testid="reviewer-panel">
        <p ref={you} tabIndex={-1} className="font-medium" data-testid="reviewer-name">
          {t('youAre', { name })}
        </p>
        <form action={leave} data-testid="leave-board">
          {hidden}
          <button type="submit" className="min-h-11 text-sm underline" disabled={leaving}>
            {leaving ? t('leaving') : t('leave')}
          </button>
          <ReviewFormStatus state={left} id="leave-board-status" />
        </form>
      </section>
    );
  }
  return (
    <form
      id="reviewer"
      action={join}
      className="mt-6 max-w-xl border border-ink/20 p-4"
      aria-labelledby="join-board-title"
      data-testid="join-board"
    >
      <h2 id="join-board-title" className="text-lg tracking-widest uppercase">
        {t('joinTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('joinIntro')}</p>
      {hidden}
      <label htmlFor="reviewer-name" className="mt-4 block text-sm font-medium">
        {t('nameLabel')}
      </label>
      <input
        ref={field}
        id="reviewer-name"
        name="name"
        required
        maxLength={REVIEW_NAME_MAX}
        autoComplete="name"
        defaultValue={joined.values?.name ?? ''}
        aria-invalid={joined.status === 'invalid' || undefined}
        aria-describedby="reviewer-name-hint reviewer-name-status"
        className="mt-1 block min-h-11 w-full border border-ink/40 px-3"
      />
      <p id="reviewer-name-hint" className="mt-1 text-xs text-muted">
        {t('nameHint', { max: REVIEW_NAME_MAX })}
      </p>
      <ReviewFormStatus state={joined} id="reviewer-name-status" />
      <button type="submit" className={`${primaryButton} mt-3`} disabled={joining}>
        {joining ? t('joining') : t('join')}
      </button>
    </form>
  );
}
