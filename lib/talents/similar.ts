import type { Gender } from './gender';

/** How many similar talents a profile shows: one row of the list's widest grid. */
export const MAX_SIMILAR_TALENTS = 6;

/** What the likeness is judged on, as a list item of the category carries it. */
export type Likeness = {
  id: number;
  name: string;
  gender: Gender | null;
  heightCm: number | null;
  hair: string | null;
  eyes: string | null;
};

const shared = (a: string | null, b: string | null) => a !== null && a === b;

/** 0, 1 or 2: a colour unknown on either side is never shared. */
function sharedColours(talent: Likeness, other: Likeness): number {
  return Number(shared(talent.hair, other.hair)) + Number(shared(talent.eyes, other.eyes));
}

/**
 * How far a height is from the talent's. A height unknown on the other side ranks after every
 * known one; when the talent's own height is unknown, all are equally near, so the colours
 * alone decide (a height on the other side gives no likeness to a talent without one).
 */
function heightGap(talent: Likeness, other: Likeness): number {
  if (talent.heightCm === null) return 0;
  if (other.heightCm === null) return Number.POSITIVE_INFINITY;
  return Math.abs(talent.heightCm - other.heightCm);
}

// Code-unit order, as the agency API sorts its lists (by name, then id): the same on every server
// and in every language, so a profile names the same talents wherever it is rendered.
const byNameThenId = (a: Likeness, b: Likeness) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/**
 * Up to `limit` talents of the roster (one category) like `talent`: the same gender (a talent
 * without one goes with others without one), nearest in height first, then sharing more of
 * hair and eye colour, then by name and id; never the talent itself.
 */
export function similarTalents<T extends Likeness>(
  talent: Likeness,
  roster: readonly T[],
  limit: number = MAX_SIMILAR_TALENTS,
): T[] {
  return roster
    .filter((other) => other.id !== talent.id && other.gender === talent.gender)
    .map((other) => ({
      other,
      gap: heightGap(talent, other),
      colours: sharedColours(talent, other),
    }))
    .sort(
      (a, b) =>
        // Infinity - Infinity is NaN: two unknown heights are equally far.
        (a.gap === b.gap ? 0 : a.gap - b.gap) ||
        b.colours - a.colours ||
        byNameThenId(a.other, b.other),
    )
    .slice(0, Math.max(0, limit))
    .map(({ other }) => other);
}
