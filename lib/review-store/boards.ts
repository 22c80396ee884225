import 'server-only';
import { sql } from 'kysely';
import { MAX_SELECTION } from '@agency/rules/selection';
import { REVIEW_COMMENT_MAX, REVIEW_MAX_REVIEWERS, REVIEW_NAME_MAX } from '@/lib/constants';
import { MAX_ID } from '@/lib/ids';
import {
  isReviewMark,
  type Reviewer,
  type ReviewMark,
  type TalentReview,
} from '@/lib/review-boards/marks';
import type { SiteDb } from '@/lib/site-db';
import { isRandomId, keyHash, randomId } from './ids';

// The review boards in the site's database. Every function takes the database it works on
// (lib/site-db's siteDb() in the site, a database of their own in the tests) and the time it
// acts at, so that retention is a rule of the data, not of a clock read here and there.

export type Board = {
  id: string;
  locale: string;
  talentIds: number[];
  createdAt: string;
  expiresAt: string;
  reviewers: Reviewer[];
  reviews: TalentReview[];
  /** The stamp of all it shows (see boardRevision). */
  revision: string;
};

type Counted = number | string | null;

/**
 * A board's revision from its reviewers and marks: their counts, the last reviewer's place, the
 * sum of the marks' own revisions and the latest change. Read from the rows or counted by the
 * database, the same stamp (a count comes back as text from PostgreSQL: joined as text here).
 */
const revisionStamp = (parts: {
  reviewers: Counted;
  lastPosition: Counted;
  marks: Counted;
  revisions: Counted;
  latest: string | null;
}) =>
  [
    parts.reviewers ?? 0,
    parts.lastPosition ?? 0,
    parts.marks ?? 0,
    parts.revisions ?? 0,
    parts.latest ?? '',
  ].join(':');

type Refused<Reason extends string> = { ok: false; reason: Reason };

/** The board `id` while it is kept: one past its time is no board, even before its deletion. */
const liveBoard = (db: SiteDb['db'], id: string, now: Date) =>
  db.selectFrom('review_boards').where('id', '=', id).where('expires_at', '>', now.toISOString());

const DAY_MS = 24 * 60 * 60 * 1000;
// The site's id rule (lib/ids.ts), which also fits PostgreSQL's 32-bit integer column.
const isTalentId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/** A board holding `talentIds` (in that order), deleted `retentionDays` after `now`. */
export async function createBoard(
  { db }: SiteDb,
  input: { talentIds: readonly number[]; locale: string; now: Date; retentionDays: number },
): Promise<{ ok: true; id: string } | Refused<'empty' | 'tooMany'>> {
  const talentIds = [...new Set(input.talentIds)].filter(isTalentId);
  if (talentIds.length === 0) return { ok: false, reason: 'empty' };
  // A board is made from a selection, and holds what one can.
  if (talentIds.length > MAX_SELECTION) return { ok: false, reason: 'tooMany' };
  const id = randomId();
  await db
    .insertInto('review_boards')
    .values({
      id,
      locale: input.locale,
      talent_ids: JSON.stringify(talentIds),
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + input.retentionDays * DAY_MS).toISOString(),
    })
    .execute();
  return { ok: true, id };
}

/** Whether the board is kept: the proxy asks it before a board's page is rendered. */
export async function boardExists({ db }: SiteDb, id: string, now: Date): Promise<boolean> {
  if (!isRandomId(id)) return false;
  return (await liveBoard(db, id, now).select('id').executeTakeFirst()) !== undefined;
}

/** The board with its reviewers (in the order they joined) and their marks; null when there is none, or no longer. */
export async function readBoard({ db }: SiteDb, id: string, now: Date): Promise<Board | null> {
  if (!isRandomId(id)) return null;
  const board = await liveBoard(db, id, now).selectAll().executeTakeFirst();
  if (!board) return null;
  const [reviewers, marks] = await Promise.all([
    db
      .selectFrom('reviewers')
      .select(['id', 'name', 'position'])
      .where('board_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('review_marks')
      .select(['reviewer_id', 'talent_id', 'mark', 'comment', 'updated_at', 'revision'])
      .where('board_id', '=', id)
      .execute(),
  ]);
  return {
    id: board.id,
    locale: board.locale,
    talentIds: JSON.parse(board.talent_ids) as number[],
    createdAt: board.created_at,
    expiresAt: board.expires_at,
    reviewers: reviewers.map(({ id: reviewerId, name }) => ({ id: reviewerId, name })),
    revision: revisionStamp({
      reviewers: reviewers.length,
      lastPosition: reviewers.at(-1)?.position ?? null,
      marks: marks.length,
      revisions: marks.reduce((sum, row) => sum + Number(row.revision), 0),
      latest: marks.reduce<string | null>(
        (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
        null,
      ),
    }),
    reviews: marks.map((row) => ({
      reviewerId: row.reviewer_id,
      talentId: Number(row.talent_id),
      mark: isReviewMark(row.mark) ? row.mark : null,
      comment: row.comment,
      updatedAt: row.updated_at,
    })),
  };
}

/**
 * A stamp of everything the board shows: it changes whenever a reviewer joins or leaves, or a
 * mark or comment is made, changed or withdrawn. An open page asks for it to know when to
 * render again. Null when there is no board.
 */
export async function boardRevision({ db }: SiteDb, id: string, now: Date): Promise<string | null> {
  if (!isRandomId(id)) return null;
  // One query: the board, if kept, with its counts.
  const row = await liveBoard(db, id, now)
    .select((eb) => [
      eb
        .selectFrom('reviewers')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('reviewers.board_id', '=', 'review_boards.id')
        .as('reviewers'),
      eb
        .selectFrom('reviewers')
        .select((sub) => sub.fn.max<number | string | null>('position').as('n'))
        .whereRef('reviewers.board_id', '=', 'review_boards.id')
        .as('lastPosition'),
      eb
        .selectFrom('review_marks')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('review_marks.board_id', '=', 'review_boards.id')
        .as('marks'),
      eb
        .selectFrom('review_marks')
        .select((sub) => sub.fn.sum<number | string | null>('revision').as('n'))
        .whereRef('review_marks.board_id', '=', 'review_boards.id')
        .as('revisions'),
      eb
        .selectFrom('review_marks')
        .select((sub) => sub.fn.max<string | null>('updated_at').as('n'))
        .whereRef('review_marks.board_id', '=', 'review_boards.id')
        .as('latest'),
    ])
    .executeTakeFirst();
  return row ? revisionStamp(row) : null;
}

/** Whether two names would read as one on the board: the same letters, whatever their case. */
export const sameName = (a: string, b: string) =>
  a.normalize('NFC').toLocaleLowerCase() === b.normalize('NFC').toLocaleLowerCase();

/** A reviewer's name as shown: spaces trimmed and collapsed; null when empty or too long. */
export function reviewerName(value: string): string | null {
  const name = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  return name.length > 0 && [...name].length <= REVIEW_NAME_MAX ? name : null;
}

/**
 * A new reviewer on the board, and the key their browser keeps to act as them. The count and
 * the insert are one transaction, so that reviewers joining at once never pass the limit: the
 * board's row is locked on PostgreSQL (not against marks, which only reference it), and SQLite
 * writes one transaction at a time.
 */
export async function joinBoard(
  { db, dialect }: SiteDb,
  input: { boardId: string; name: string; now: Date },
): Promise<
  | { ok: true; reviewer: Reviewer; key: string; expiresAt: string }
  | Refused<'notFound' | 'full' | 'name' | 'nameTaken'>
> {
  const name = reviewerName(input.name);
  if (!name) return { ok: false, reason: 'name' };
  if (!isRandomId(input.boardId)) return { ok: false, reason: 'notFound' };
  return db.transaction().execute(async (trx) => {
    const board = await liveBoard(trx, input.boardId, input.now)
      .select('expires_at')
      .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
      .executeTakeFirst();
    if (!board) return { ok: false, reason: 'notFound' } as const;
    const present = await trx
      .selectFrom('reviewers')
      .select(['name', 'position'])
      .where('board_id', '=', input.boardId)
      .execute();
    if (present.length >= REVIEW_MAX_REVIEWERS) return { ok: false, reason: 'full' } as const;
    // Who said what is the board's point: two reviewers of one name could not be told apart.
    if (present.some((other) => sameName(other.name, name)))
      return { ok: false, reason: 'nameTaken' } as const;
    const last = Math.max(0, ...present.map((other) => Number(other.position)));
    const reviewer = { id: randomId(), name };
    const key = randomId();
    await trx
      .insertInto('reviewers')
      .values({
        ...reviewer,
        board_id: input.boardId,
        // After the last one, whoever erased themselves since.
        position: last + 1,
        key_hash: keyHash(key),
        created_at: input.now.toISOString(),
      })
      .execute();
    return { ok: true, reviewer, key, expiresAt: board.expires_at } as const;
  });
}

/** The reviewer whose key this is, on this board. */
export async function reviewerOf(
  { db }: SiteDb,
  boardId: string,
  key: string | undefined,
): Promise<Reviewer | null> {
  if (!isRandomId(boardId) || !isRandomId(key)) return null;
  const reviewer = await db
    .selectFrom('reviewers')
    .select(['id', 'name'])
    .where('board_id', '=', boardId)
    .where('key_hash', '=', keyHash(key))
    .executeTakeFirst();
  return reviewer ?? null;
}

export type ReviewInput = {
  boardId: string;
  key: string | undefined;
  talentId: number;
  mark: ReviewMark | null;
  comment: string;
  now: Date;
};

/**
 * The reviewer's mark and comment on one talent, replacing their earlier ones; with neither,
 * their word on the talent is withdrawn. Only the key's own reviewer is changed.
 */
export async function saveReview(
  site: SiteDb,
  input: ReviewInput,
): Promise<{ ok: true } | Refused<'notFound' | 'notReviewer' | 'notOnBoard' | 'comment' | 'mark'>> {
  const comment = input.comment.normalize('NFC').trim();
  if ([...comment].length > REVIEW_COMMENT_MAX) return { ok: false, reason: 'comment' };
  if (input.mark !== null && !isReviewMark(input.mark)) return { ok: false, reason: 'mark' };
  if (!isRandomId(input.boardId)) return { ok: false, reason: 'notFound' };
  const board = await liveBoard(site.db, input.boardId, input.now)
    .select('talent_ids')
    .executeTakeFirst();
  if (!board) return { ok: false, reason: 'notFound' };
  const talentIds = JSON.parse(board.talent_ids) as number[];
  if (!talentIds.includes(input.talentId)) return { ok: false, reason: 'notOnBoard' };
  const reviewer = await reviewerOf(site, input.boardId, input.key);
  if (!reviewer) return { ok: false, reason: 'notReviewer' };
  const where = { reviewer_id: reviewer.id, talent_id: input.talentId };
  if (!input.mark && !comment) {
    await site.db
      .deleteFrom('review_marks')
      .where('reviewer_id', '=', where.reviewer_id)
      .where('talent_id', '=', where.talent_id)
      .execute();
    return { ok: true };
  }
  const values = {
    mark: input.mark,
    comment: comment || null,
    updated_at: input.now.toISOString(),
  };
  await site.db
    .insertInto('review_marks')
    .values({ ...where, ...values, board_id: input.boardId })
    .onConflict((conflict) =>
      conflict
        .columns(['reviewer_id', 'talent_id'])
        .doUpdateSet({ ...values, revision: sql<number>`review_marks.revision + 1` }),
    )
    .execute();
  return { ok: true };
}

/** The reviewer's name, marks and comments, erased from the board (their key then opens nothing). */
export async function eraseReviewer(
  { db }: SiteDb,
  boardId: string,
  key: string | undefined,
): Promise<boolean> {
  if (!isRandomId(boardId) || !isRandomId(key)) return false;
  const result = await db
    .deleteFrom('reviewers')
    .where('board_id', '=', boardId)
    .where('key_hash', '=', keyHash(key))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Boards past their time, deleted with their reviewers and marks. How many went. */
export async function deleteExpiredBoards({ db }: SiteDb, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('review_boards')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
