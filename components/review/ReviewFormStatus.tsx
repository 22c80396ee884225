// Rendered inside the board's client forms (it reads their state).
import { useTranslations } from 'next-intl';
import { REVIEW_COMMENT_MAX, REVIEW_MAX_REVIEWERS, REVIEW_NAME_MAX } from '@/lib/constants';
import { MAX_SELECTION } from '@/lib/selection/ids';
import type { ReviewFormState } from '@/lib/forms/review-state';

// Each refusal's limit, for the messages that name one.
const LIMITS: Record<string, number> = {
  nameTooLong: REVIEW_NAME_MAX,
  commentTooLong: REVIEW_COMMENT_MAX,
  full: REVIEW_MAX_REVIEWERS,
  tooManyTalents: MAX_SELECTION,
};

/** The `Review` message key of what went wrong, or null. */
function errorOf(state: ReviewFormState): string | null {
  switch (state.status) {
    case 'invalid':
      return state.error ?? 'invalid';
    case 'error':
      return 'invalid';
    case 'limited':
    case 'unavailable':
      return state.status;
    default:
      return null;
  }
}

/** What a board's form answered, in the page's language: the refusal, or `saved` when given. */
export function ReviewFormStatus({
  state,
  id,
  saved,
}: {
  state: ReviewFormState;
  id: string;
  saved?: string;
}) {
  const t = useTranslations('Review');
  const error = errorOf(state);
  return (
    // Always in the page, so that a change of its text is announced.
    <p id={id} role="status" className={`text-sm ${error ? 'font-medium text-danger' : ''}`}>
      {error
        ? t(`error_${error}` as 'error_invalid', { max: LIMITS[error] ?? 0 })
        : state.status === 'saved' && saved
          ? saved
          : ''}
    </p>
  );
}
