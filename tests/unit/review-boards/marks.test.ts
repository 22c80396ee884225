import { describe, expect, it } from 'vitest';
import {
  BOARD_FILTERS,
  FILTER_WORDS,
  filterNamed,
  filterTalents,
  tallyBoard,
  type TalentReview,
} from '@/lib/review-boards/marks';
import { withReviews } from '@/lib/review-boards/quote-summary';

const reviewers = [
  { id: 'ana', name: 'Ana' },
  { id: 'bruno', name: 'Bruno' },
  { id: 'carla', name: 'Carla' },
];

const review = (
  reviewerId: string,
  talentId: number,
  mark: TalentReview['mark'],
  comment: string | null = null,
): TalentReview => ({ reviewerId, talentId, mark, comment, updatedAt: '2026-12-03T12:00:00.000Z' });

const reviews = [
  review('carla', 1, 'yes'),
  review('ana', 1, 'yes', 'Perfect for the campaign'),
  review('bruno', 1, 'yes'),
  review('ana', 2, 'no'),
  review('bruno', 2, 'maybe'),
  review('carla', 3, null, 'Has she done runway?'),
  // A reviewer who erased themselves: their word no longer counts.
  review('gone', 3, 'no'),
];

describe('a review board tally', () => {
  const tallies = tallyBoard([1, 2, 3, 4], reviewers, reviews);

  it('counts each mark per talent, in the board order, with who said what in joining order', () => {
    expect(tallies.map((t) => [t.talentId, t.tally])).toEqual([
      [1, { yes: 3, maybe: 0, no: 0 }],
      [2, { yes: 0, maybe: 1, no: 1 }],
      [3, { yes: 0, maybe: 0, no: 0 }],
      [4, { yes: 0, maybe: 0, no: 0 }],
    ]);
    expect(tallies[0]!.reviews.map((r) => [r.name, r.mark, r.comment])).toEqual([
      ['Ana', 'yes', 'Perfect for the campaign'],
      ['Bruno', 'yes', null],
      ['Carla', 'yes', null],
    ]);
    // A comment without a mark is shown, and counted in no column.
    expect(tallies[2]!.reviews.map((r) => [r.name, r.mark, r.comment])).toEqual([
      ['Carla', null, 'Has she done runway?'],
    ]);
  });

  it('filters: yes from everyone, any no, not yet marked by me', () => {
    const ids = (list: { talentId: number }[]) => list.map((t) => t.talentId);
    expect(ids(filterTalents(tallies, 'all', 3, 'ana'))).toEqual([1, 2, 3, 4]);
    expect(ids(filterTalents(tallies, 'yesFromEveryone', 3, 'ana'))).toEqual([1]);
    // With a fourth reviewer who has not marked yet, nobody has a yes from everyone.
    expect(ids(filterTalents(tallies, 'yesFromEveryone', 4, 'ana'))).toEqual([]);
    expect(ids(filterTalents(tallies, 'yesFromEveryone', 0))).toEqual([]);
    expect(ids(filterTalents(tallies, 'anyNo', 3))).toEqual([2]);
    expect(ids(filterTalents(tallies, 'notMarkedByMe', 3, 'ana'))).toEqual([3, 4]);
    // A comment alone is not a mark.
    expect(ids(filterTalents(tallies, 'notMarkedByMe', 3, 'carla'))).toEqual([2, 3, 4]);
    // A visitor who has not joined has marked nothing.
    expect(ids(filterTalents(tallies, 'notMarkedByMe', 3))).toEqual([1, 2, 3, 4]);
  });
});

describe('a filter in the address', () => {
  it('is read back from its word, and anything else shows all', () => {
    for (const filter of BOARD_FILTERS) expect(filterNamed(FILTER_WORDS[filter])).toBe(filter);
    expect(filterNamed('anyNo')).toBe('all');
    expect(filterNamed(undefined)).toBe('all');
    expect(filterNamed('')).toBe('all');
  });
});

describe("a board's reviews in a quote", () => {
  const summary = (comment: string) => ({
    yes: 1,
    maybe: 0,
    no: 0,
    reviews: [{ name: 'Ana', mark: 'yes' as const, comment }],
  });
  const entries = [{ id: 1 }, { id: 2 }];

  it('go whole when they fit, on the talents they are about', () => {
    const attached = withReviews(entries, new Map([[1, summary('Great')]]), 10_000);
    expect(attached).toEqual([{ id: 1, review: summary('Great') }, { id: 2 }]);
  });

  it('are shortened, comments first, to fit the list the agency takes; the tallies always go', () => {
    const long = 'é'.repeat(500);
    const summaries = new Map([
      [1, summary(long)],
      [2, summary(long)],
    ]);
    const whole = JSON.stringify(withReviews(entries, summaries, 1_000_000)).length;
    const shortened = withReviews(entries, summaries, whole - 1)!;
    expect(JSON.stringify(shortened).length).toBeLessThan(whole);
    expect([...shortened[0]!.review!.reviews[0]!.comment!]).toHaveLength(200);
    expect(shortened[0]!.review!.reviews[0]!.comment!.endsWith('…')).toBe(true);
    const review = {
      yes: 1,
      maybe: 0,
      no: 0,
      reviews: [{ name: 'Ana', mark: 'yes', comment: null }],
    };
    const bareLength = JSON.stringify(entries.map((entry) => ({ ...entry, review }))).length;
    expect(withReviews(entries, summaries, bareLength)).toEqual(
      entries.map((entry) => ({ ...entry, review })),
    );
    expect(withReviews(entries, summaries, 20)).toBeNull();
  });
});
