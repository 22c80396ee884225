import {
  tallyBoard,
  type Reviewer,
  type ReviewMark,
  type TalentReview,
  type TalentTally,
  type Tally,
} from './marks';

// What a board's quote request and PDF tell the agency of each talent: the tally, who said what and the
// comments. It travels inside the quote's talent entries (the agency API's existing quote path
// keeps each entry as sent), so no field or endpoint is added to the agency's API.

export type ReviewSummary = Tally & {
  reviews: Array<{ name: string; mark: ReviewMark | null; comment: string | null }>;
};

export function reviewSummary(tally: TalentTally): ReviewSummary {
  return {
    ...tally.tally,
    reviews: tally.reviews.map(({ name, mark, comment }) => ({ name, mark, comment })),
  };
}

/** Each talent's summary on a board, by talent id: what its quote and its PDF carry. */
export function boardSummaries(board: {
  talentIds: readonly number[];
  reviewers: readonly Reviewer[];
  reviews: readonly TalentReview[];
}): Map<number, ReviewSummary> {
  const tallies = tallyBoard(board.talentIds, board.reviewers, board.reviews);
  return new Map(tallies.map((tally) => [tally.talentId, reviewSummary(tally)]));
}

// Shorter and shorter comments, until the list fits; the board's address, sent beside it, has them whole.
const COMMENT_CUTS = [200, 80, 20, 0];

const cut = (comment: string | null, max: number) =>
  comment === null || [...comment].length <= max
    ? comment
    : max === 0
      ? null
      : `${[...comment].slice(0, max - 1).join('')}…`;

/**
 * The entries with their reviews, within `maxChars` of JSON: comments are shortened first, then
 * left out; the tallies and names always go. Null when even that does not fit.
 */
export function withReviews<T extends { id: number }>(
  entries: readonly T[],
  summaries: ReadonlyMap<number, ReviewSummary>,
  maxChars: number,
): Array<T & { review?: ReviewSummary }> | null {
  const attach = (max: number | null) =>
    entries.map((entry) => {
      const summary = summaries.get(entry.id);
      if (!summary) return entry;
      const reviews =
        max === null
          ? summary.reviews
          : summary.reviews.map((review) => ({ ...review, comment: cut(review.comment, max) }));
      return { ...entry, review: { ...summary, reviews } };
    });
  for (const max of [null, ...COMMENT_CUTS]) {
    const attached = attach(max);
    if (JSON.stringify(attached).length <= maxChars) return attached;
  }
  return null;
}
