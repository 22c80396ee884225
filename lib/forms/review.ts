import * as z from '@/lib/zod';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from '@/lib/constants';
import { ID_PATTERN } from '@/lib/ids';
import { parseSelectionIds } from '@/lib/selection/ids';
import { MARKS } from '@agency/rules/selection';
import { cleanText } from '@agency/rules/text';
import { validateWith } from './field-errors';
import { boardIdField } from './fields';

// The review board's forms, one schema each, read by their Server Actions (lib/actions/review.ts).
// Their messages are keys of the `Review` namespace. A board's id is only checked for its shape
// here: the store looks it up.

/** A board's id, by its shape: a board there is not is one the store does not find. */
const boardField = boardIdField('notFound');

// Counted in characters as a person sees them (an emoji is one), as the store counts them.
const atMost = (max: number, error: string) =>
  z.string().refine((value) => [...value].length <= max, { error });

/**
 * "Review with your team": the selection's ids, as a selection's link carries them (12,45,78),
 * read by the selection's own rules; at least one, at most a board's worth.
 */
export const newBoardSchema = z.strictObject({
  ids: z
    .string({ error: 'noTalents' })
    .transform((raw) => parseSelectionIds(raw))
    .refine((parsed) => parsed.ids.length > 0, { error: 'noTalents', abort: true })
    .refine((parsed) => parsed.beyond === 0, { error: 'tooManyTalents' })
    .transform((parsed) => parsed.ids),
});

/** The name a reviewer gives once for the board. */
export const reviewerSchema = z.strictObject({
  board: boardField,
  name: z
    .string({ error: 'nameRequired' })
    .overwrite((value) => cleanText(value).replace(/\s+/g, ' ').trim())
    .min(1, { error: 'nameRequired', abort: true })
    .pipe(atMost(REVIEW_NAME_MAX, 'nameTooLong')),
});

/** One talent's mark and comment; an empty mark and comment withdraw the reviewer's word. */
export const talentReviewSchema = z.strictObject({
  board: boardField,
  talent: z.string({ error: 'notOnBoard' }).regex(ID_PATTERN, { error: 'notOnBoard' }),
  mark: z.enum(['', ...MARKS], { error: 'mark' }).default(''),
  comment: z
    .string()
    .default('')
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(atMost(REVIEW_COMMENT_MAX, 'commentTooLong')),
});

/** "Erase my name, marks and comments". */
export const leaveBoardSchema = z.strictObject({ board: boardField });

export const REVIEWER_FIELDS = Object.keys(reviewerSchema.shape);
export const TALENT_REVIEW_FIELDS = Object.keys(talentReviewSchema.shape);

export const validateNewBoard = (values: unknown) => validateWith(newBoardSchema, values);
export const validateReviewer = (values: unknown) => validateWith(reviewerSchema, values);
export const validateTalentReview = (values: unknown) => validateWith(talentReviewSchema, values);
export const validateLeaveBoard = (values: unknown) => validateWith(leaveBoardSchema, values);
