import { MARKS, type Mark } from '@agency/rules/selection';

// A review board's marks: what reviewers said of each talent, and what the board shows of it.
// Pure: the store (lib/review-store) reads and writes them, the page and the PDF show them.

// A reviewer's marks are a selection's: the same three decisions the agency API stores with a quote.
export type ReviewMark = Mark;

export const isReviewMark = (value: unknown): value is ReviewMark =>
  (MARKS as readonly unknown[]).includes(value);

export type Reviewer = { id: string; name: string };

/** One reviewer's word on one talent: a mark, a comment, or both. */
export type TalentReview = {
  reviewerId: string;
  talentId: number;
  mark: ReviewMark | null;
  comment: string | null;
  updatedAt: string;
};

export type Tally = Record<ReviewMark, number>;

export type TalentTally = {
  talentId: number;
  tally: Tally;
  /** Who said what, in the order reviewers joined the board, with their comments. */
  reviews: Array<TalentReview & { name: string }>;
};

/** Per talent of the board, in its order: the count of each mark and every reviewer's word. */
export function tallyBoard(
  talentIds: readonly number[],
  reviewers: readonly Reviewer[],
  reviews: readonly TalentReview[],
): TalentTally[] {
  const order = new Map(reviewers.map((reviewer, index) => [reviewer.id, index]));
  const names = new Map(reviewers.map((reviewer) => [reviewer.id, reviewer.name]));
  return talentIds.map((talentId) => {
    const own = reviews
      .filter((review) => review.talentId === talentId && names.has(review.reviewerId))
      .sort((a, b) => order.get(a.reviewerId)! - order.get(b.reviewerId)!)
      .map((review) => ({ ...review, name: names.get(review.reviewerId)! }));
    const tally: Tally = { yes: 0, maybe: 0, no: 0 };
    for (const review of own) if (review.mark) tally[review.mark] += 1;
    return { talentId, tally, reviews: own };
  });
}

export const BOARD_FILTERS = ['all', 'yesFromEveryone', 'anyNo', 'notMarkedByMe'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

/**
 * The talents a filter keeps. "Yes from everyone" needs at least one reviewer and a yes from
 * each; "not yet marked by me" keeps every talent for a visitor who has not joined.
 */
export function filterTalents(
  tallies: readonly TalentTally[],
  filter: BoardFilter,
  reviewerCount: number,
  me?: string,
): TalentTally[] {
  switch (filter) {
    case 'yesFromEveryone':
      return tallies.filter(({ tally }) => reviewerCount > 0 && tally.yes === reviewerCount);
    case 'anyNo':
      return tallies.filter(({ tally }) => tally.no > 0);
    case 'notMarkedByMe':
      return tallies.filter(
        ({ reviews }) => !reviews.some((review) => review.reviewerId === me && review.mark),
      );
    default:
      return [...tallies];
  }
}

/** A filter's word in the board's address (`?show=any-no`); "all" is the address without one. */
export const FILTER_WORDS: Record<BoardFilter, string | null> = {
  all: null,
  yesFromEveryone: 'yes-from-everyone',
  anyNo: 'any-no',
  notMarkedByMe: 'not-marked-by-me',
};

/** The filter an address's `show` names; anything else shows all. */
export function filterNamed(word: string | null | undefined): BoardFilter {
  return BOARD_FILTERS.find((filter) => word && FILTER_WORDS[filter] === word) ?? 'all';
}
