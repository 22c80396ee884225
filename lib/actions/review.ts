'use server';

import { cookies, headers } from 'next/headers';
import { refresh } from 'next/cache';
import { hasLocale } from 'next-intl';
import { env } from '@/lib/env';
import { textFields } from '@/lib/forms/form-data';
import {
  REVIEWER_FIELDS,
  TALENT_REVIEW_FIELDS,
  validateLeaveBoard,
  validateNewBoard,
  validateReviewer,
  validateTalentReview,
} from '@/lib/forms/review';
import type { ReviewFormState } from '@/lib/forms/review-state';
import { redirect } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { reviewerCookie, reviewerCookieName } from '@/lib/review-store/cookie';
import { createBoard, eraseReviewer, joinBoard, saveReview } from '@/lib/review-store/boards';
import { logFailure } from '@/lib/server/log';
import { allowRequest, clientAddress, reviewLimitPerMinute } from '@/lib/server/rate-limit';
import { siteDb } from '@/lib/site-db';
import { getSelectionTalents } from '@/lib/agency-api/selection';

// A review board's Server Actions, each the one path of its form with or without scripts: the
// form posts here, the answer is its state (or, for a new board, the board's address), and the
// board's page, rendered again, shows what changed. Refusals are keys of the `Review` namespace.

type State = ReviewFormState;

const localeOf = (formData: FormData): Locale => {
  const lang = formData.get('lang');
  return hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
};

async function allowed(kind: string, limit?: number): Promise<boolean> {
  const address = clientAddress({ headers: await headers() });
  return (await allowRequest(`${kind}:${address}`, limit)).allowed;
}

// The database or the agency API did not answer: logged, and the visitor told to try again.
function unavailable(route: string, error: unknown): State {
  logFailure({ route, method: 'POST', status: 503, error });
  return { status: 'unavailable' };
}

/** "Review with your team": a board of the selection's talents that the catalogue still lists. */
export async function createReviewBoard(_previous: State, formData: FormData): Promise<State> {
  const locale = localeOf(formData);
  if (!(await allowed('review-board'))) return { status: 'limited' };
  const validated = validateNewBoard(textFields(formData, ['ids']));
  if (!validated.ok) return { status: 'invalid', error: validated.errors.ids ?? 'noTalents' };
  let id: string;
  try {
    // Talents the agency no longer lists are left out, as a shared selection leaves them out.
    const listed = await getSelectionTalents(validated.data.ids, locale);
    const created = await createBoard(await siteDb(), {
      talentIds: listed.map((talent) => talent.id),
      locale,
      now: new Date(),
      retentionDays: env.REVIEW_RETENTION_DAYS,
    });
    if (!created.ok) {
      return {
        status: 'invalid',
        error: created.reason === 'empty' ? 'noTalents' : 'tooManyTalents',
      };
    }
    id = created.id;
  } catch (error) {
    return unavailable('review board action', error);
  }
  // Outside the try: redirect() throws the framework's own signal.
  redirect({ href: { pathname: '/review/[board]', params: { board: id } }, locale });
  return { status: 'saved' };
}

/**
 * A reviewer's name, once per board and not one another reviewer has: their key goes in a
 * cookie, so the page knows them after.
 */
export async function joinReviewBoard(_previous: State, formData: FormData): Promise<State> {
  const typed = textFields(formData, REVIEWER_FIELDS);
  if (!(await allowed('review-join'))) return { status: 'limited', values: typed };
  const validated = validateReviewer(typed);
  if (!validated.ok)
    return { status: 'invalid', error: firstError(validated.errors), values: typed };
  const { board, name } = validated.data;
  try {
    const now = new Date();
    const joined = await joinBoard(await siteDb(), { boardId: board, name, now });
    if (!joined.ok) {
      const error = joined.reason === 'name' ? 'nameRequired' : joined.reason;
      return { status: 'invalid', error, values: typed };
    }
    (await cookies()).set(reviewerCookie(board, joined.key, joined.expiresAt));
  } catch (error) {
    return { ...unavailable('review join action', error), values: typed };
  }
  refresh();
  return { status: 'saved' };
}

/** The reviewer's mark and comment on one talent: changed, or withdrawn when both are empty. */
export async function saveTalentReview(_previous: State, formData: FormData): Promise<State> {
  const typed = textFields(formData, TALENT_REVIEW_FIELDS);
  if (!(await allowed('review-mark', reviewLimitPerMinute()))) {
    return { status: 'limited', values: typed };
  }
  const validated = validateTalentReview(typed);
  if (!validated.ok)
    return { status: 'invalid', error: firstError(validated.errors), values: typed };
  const { board, talent, mark, comment } = validated.data;
  try {
    const key = (await cookies()).get(reviewerCookieName(board))?.value;
    const saved = await saveReview(await siteDb(), {
      boardId: board,
      key,
      talentId: Number(talent),
      mark: mark || null,
      comment,
      now: new Date(),
    });
    if (!saved.ok) {
      const error = saved.reason === 'comment' ? 'commentTooLong' : saved.reason;
      return { status: 'invalid', error, values: typed };
    }
  } catch (error) {
    return { ...unavailable('review mark action', error), values: typed };
  }
  refresh();
  return { status: 'saved' };
}

/** The reviewer's name, marks and comments erased, and their cookie with them. */
export async function leaveReviewBoard(_previous: State, formData: FormData): Promise<State> {
  if (!(await allowed('review-join'))) return { status: 'limited' };
  const validated = validateLeaveBoard(textFields(formData, ['board']));
  if (!validated.ok) return { status: 'invalid', error: 'notFound' };
  const { board } = validated.data;
  const jar = await cookies();
  const name = reviewerCookieName(board);
  try {
    await eraseReviewer(await siteDb(), board, jar.get(name)?.value);
  } catch (error) {
    return unavailable('review leave action', error);
  }
  jar.delete(name);
  refresh();
  return { status: 'saved' };
}

const firstError = (errors: Record<string, string>) => Object.values(errors)[0] ?? 'invalid';
