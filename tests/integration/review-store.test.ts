import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MAX_REVIEWERS } from '@/lib/constants';
import { tallyBoard, type TalentTally } from '@/lib/review-boards/marks';
import {
  boardExists,
  boardRevision,
  createBoard,
  deleteExpiredBoards,
  eraseReviewer,
  joinBoard,
  readBoard,
  reviewerOf,
  saveReview,
} from '@/lib/review-store/boards';
import { openSiteDb } from '@/lib/site-db/connect';
import { MIGRATIONS } from '@/lib/site-db/migrations';
import type { SiteDb } from '@/lib/site-db';
import { blankPostgres, hasPostgres, SITE_DBS, type FreshDb } from '../support/site-dbs';

const NOW = new Date('2026-12-03T12:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
const TALENTS = Array.from({ length: 20 }, (_, index) => 101 + index);

async function board(site: SiteDb, talentIds = TALENTS) {
  const made = await createBoard(site, { talentIds, locale: 'pt', now: NOW, retentionDays: 90 });
  if (!made.ok) throw new Error(made.reason);
  return made.id;
}

async function reviewer(site: SiteDb, boardId: string, name: string) {
  const joined = await joinBoard(site, { boardId, name, now: NOW });
  if (!joined.ok) throw new Error(joined.reason);
  return joined;
}

const rows = async (site: SiteDb, table: 'review_boards' | 'reviewers' | 'review_marks') =>
  Number(
    (
      await site.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe.each(SITE_DBS)('review boards on $dialect', ({ fresh }) => {
  let db: FreshDb;
  let site: SiteDb;
  beforeEach(async () => {
    db = await fresh();
    site = db.site;
  });
  afterEach(async () => db.close());

  it('keeps a board at an unguessable address, with its talents in order', async () => {
    const first = await board(site, [7, 3, 7, 5]);
    const second = await board(site, [7, 3, 5]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
    const read = await readBoard(site, first, NOW);
    expect(read?.talentIds).toEqual([7, 3, 5]);
    expect(read?.expiresAt).toBe(later(90).toISOString());
    // An altered or guessed address opens nothing.
    const altered = first.slice(0, -1) + (first.endsWith('A') ? 'B' : 'A');
    expect(await readBoard(site, altered, NOW)).toBeNull();
    expect(await readBoard(site, '1', NOW)).toBeNull();
    expect(
      await createBoard(site, { talentIds: [], locale: 'pt', now: NOW, retentionDays: 90 }),
    ).toEqual({
      ok: false,
      reason: 'empty',
    });
    // Ids beyond what both databases store are no talents.
    expect(
      await createBoard(site, { talentIds: [2 ** 31], locale: 'pt', now: NOW, retentionDays: 90 }),
    ).toEqual({ ok: false, reason: 'empty' });
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(
      await createBoard(site, { talentIds: tooMany, locale: 'pt', now: NOW, retentionDays: 90 }),
    ).toEqual({ ok: false, reason: 'tooMany' });
  });

  it('lets each reviewer change and withdraw only their own word, and tallies everyone', async () => {
    const id = await board(site);
    const ana = await reviewer(site, id, '  Ana   Souza ');
    const bruno = await reviewer(site, id, 'Bruno');
    expect(ana.reviewer.name).toBe('Ana Souza');
    expect(await reviewerOf(site, id, ana.key)).toEqual(ana.reviewer);

    const save = (
      key: string,
      talentId: number,
      mark: 'yes' | 'maybe' | 'no' | null,
      comment = '',
    ) => saveReview(site, { boardId: id, key, talentId, mark, comment, now: NOW });
    expect(await save(ana.key, 101, 'yes', ' <b>Great</b> look ')).toEqual({ ok: true });
    expect(await save(bruno.key, 101, 'no')).toEqual({ ok: true });
    expect(await save(ana.key, 102, 'maybe')).toEqual({ ok: true });
    // Ana changes her mind on 102, then withdraws it.
    expect(await save(ana.key, 102, 'no')).toEqual({ ok: true });
    expect(await save(ana.key, 102, null)).toEqual({ ok: true });
    // Refused: a talent not on the board, a comment too long, a key of no reviewer here.
    expect(await save(ana.key, 999, 'yes')).toEqual({ ok: false, reason: 'notOnBoard' });
    expect(await save(ana.key, 101, 'great' as never)).toEqual({ ok: false, reason: 'mark' });
    expect(await save(ana.key, 101, 'yes', 'x'.repeat(501))).toEqual({
      ok: false,
      reason: 'comment',
    });
    const other = await board(site);
    const stranger = await reviewer(site, other, 'Carla');
    expect(await save(stranger.key, 101, 'yes')).toEqual({ ok: false, reason: 'notReviewer' });

    const read = (await readBoard(site, id, NOW))!;
    const [first, second] = tallyBoard(read.talentIds, read.reviewers, read.reviews) as [
      TalentTally,
      TalentTally,
    ];
    expect(first.tally).toEqual({ yes: 1, maybe: 0, no: 1 });
    // Stored as typed: the page shows it as text.
    expect(first.reviews.map((r) => [r.name, r.mark, r.comment])).toEqual([
      ['Ana Souza', 'yes', '<b>Great</b> look'],
      ['Bruno', 'no', null],
    ]);
    expect(second.tally).toEqual({ yes: 0, maybe: 0, no: 0 });
    expect(second.reviews).toEqual([]);
  });

  it('refuses a name that is empty or longer than 60 characters', async () => {
    const id = await board(site);
    expect(await joinBoard(site, { boardId: id, name: '   ', now: NOW })).toEqual({
      ok: false,
      reason: 'name',
    });
    expect(await joinBoard(site, { boardId: id, name: 'é'.repeat(61), now: NOW })).toEqual({
      ok: false,
      reason: 'name',
    });
    expect((await joinBoard(site, { boardId: id, name: 'é'.repeat(60), now: NOW })).ok).toBe(true);
  });

  it('takes a name once per board, whatever its case, and again once its reviewer erased it', async () => {
    const id = await board(site);
    const ana = await reviewer(site, id, 'Ana Souza');
    expect(await joinBoard(site, { boardId: id, name: ' ana  SOUZA ', now: NOW })).toEqual({
      ok: false,
      reason: 'nameTaken',
    });
    expect((await readBoard(site, id, NOW))!.reviewers).toHaveLength(1);
    // Another board is another team.
    expect((await reviewer(site, await board(site), 'Ana Souza')).key).toBeTruthy();
    await eraseReviewer(site, id, ana.key);
    expect((await joinBoard(site, { boardId: id, name: 'Ana Souza', now: NOW })).ok).toBe(true);
  });

  it(`takes ${REVIEW_MAX_REVIEWERS} reviewers at most, however many join at once`, async () => {
    const id = await board(site);
    const joined = await Promise.all(
      Array.from({ length: REVIEW_MAX_REVIEWERS + 10 }, (_, index) =>
        joinBoard(site, { boardId: id, name: `Reviewer ${index}`, now: NOW }),
      ),
    );
    expect(joined.filter((result) => result.ok)).toHaveLength(REVIEW_MAX_REVIEWERS);
    expect(joined.filter((result) => !result.ok && result.reason === 'full')).toHaveLength(10);
    expect((await readBoard(site, id, NOW))!.reviewers).toHaveLength(REVIEW_MAX_REVIEWERS);
  });

  it('loses and doubles no mark when 50 reviewers each mark 20 talents at once', async () => {
    const id = await board(site);
    const reviewers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => reviewer(site, id, `Reviewer ${index}`)),
    );
    const markAll = (mark: 'yes' | 'no') =>
      Promise.all(
        reviewers.flatMap(({ key }) =>
          TALENTS.map((talentId) =>
            saveReview(site, { boardId: id, key, talentId, mark, comment: '', now: NOW }),
          ),
        ),
      );
    expect((await markAll('yes')).every((result) => result.ok)).toBe(true);
    expect((await markAll('no')).every((result) => result.ok)).toBe(true);
    const stored = await site.db.selectFrom('review_marks').select(['mark', 'revision']).execute();
    expect(stored).toHaveLength(50 * 20);
    expect(stored.every((row) => row.mark === 'no' && Number(row.revision) === 2)).toBe(true);
    const read = (await readBoard(site, id, NOW))!;
    for (const { tally } of tallyBoard(read.talentIds, read.reviewers, read.reviews))
      expect(tally).toEqual({ yes: 0, maybe: 0, no: 50 });
  });

  it('answers whether a board is kept, and a revision that changes with every change and no read', async () => {
    const id = await board(site, [1, 2]);
    expect(await boardExists(site, id, NOW)).toBe(true);
    expect(await boardExists(site, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`, NOW)).toBe(
      false,
    );
    expect(await boardExists(site, id, later(90))).toBe(false);
    expect(await boardRevision(site, 'not-a-board', NOW)).toBeNull();
    // Compared with the one shown: a board back to an earlier state may give its earlier stamp.
    let shown = '';
    const stamp = async () => {
      const revision = (await boardRevision(site, id, NOW))!;
      // Reading changes nothing.
      expect(await boardRevision(site, id, NOW)).toBe(revision);
      // The page renders with the stamp read from the board's rows: the same, or an open page
      // would render again on every look.
      expect((await readBoard(site, id, NOW))!.revision).toBe(revision);
      return revision;
    };
    const expectNew = async () => {
      const revision = await stamp();
      expect(revision).not.toBe(shown);
      shown = revision;
    };
    await expectNew();
    const ana = await reviewer(site, id, 'Ana');
    await expectNew();
    const word = { boardId: id, key: ana.key, talentId: 1, now: NOW };
    await saveReview(site, { ...word, mark: 'yes', comment: '' });
    await expectNew();
    // The same time, another mark: still a new revision.
    await saveReview(site, { ...word, mark: 'no', comment: '' });
    await expectNew();
    await saveReview(site, { ...word, mark: 'no', comment: 'Too tall' });
    await expectNew();
    await saveReview(site, { ...word, mark: null, comment: '' });
    await expectNew();
    const bruno = await reviewer(site, id, 'Bruno');
    await expectNew();
    await eraseReviewer(site, id, bruno.key);
    await expectNew();
  });

  it('erases a reviewer with all they said, and their key then opens nothing', async () => {
    const id = await board(site);
    const ana = await reviewer(site, id, 'Ana');
    const bruno = await reviewer(site, id, 'Bruno');
    for (const { key } of [ana, bruno])
      await saveReview(site, {
        boardId: id,
        key,
        talentId: 101,
        mark: 'yes',
        comment: 'ok',
        now: NOW,
      });
    expect(await eraseReviewer(site, id, ana.key)).toBe(true);
    const read = (await readBoard(site, id, NOW))!;
    expect(read.reviewers.map((r) => r.name)).toEqual(['Bruno']);
    expect(read.reviews.map((r) => r.reviewerId)).toEqual([bruno.reviewer.id]);
    expect(await reviewerOf(site, id, ana.key)).toBeNull();
    expect(await eraseReviewer(site, id, ana.key)).toBe(false);
    // Someone joins after, and comes after Bruno.
    await reviewer(site, id, 'Carla');
    expect((await readBoard(site, id, NOW))!.reviewers.map((r) => r.name)).toEqual([
      'Bruno',
      'Carla',
    ]);
  });

  it('deletes a board with its reviews once its retention has passed', async () => {
    const old = await board(site);
    const ana = await reviewer(site, old, 'Ana');
    await saveReview(site, {
      boardId: old,
      key: ana.key,
      talentId: 101,
      mark: 'yes',
      comment: '',
      now: NOW,
    });
    const kept = await createBoard(site, {
      talentIds: [1],
      locale: 'en',
      now: later(10),
      retentionDays: 90,
    });
    // Past its time a board is no longer shown, even before the deletion has run.
    expect(await readBoard(site, old, later(90))).toBeNull();
    expect(await deleteExpiredBoards(site, later(90))).toBe(1);
    expect(await rows(site, 'review_boards')).toBe(1);
    expect(await rows(site, 'reviewers')).toBe(0);
    expect(await rows(site, 'review_marks')).toBe(0);
    expect(kept.ok && (await readBoard(site, kept.id, later(90)))).toBeTruthy();
  });
});

describe('the site database, opened by instances starting together', () => {
  it('on SQLite (three processes on one file) is migrated once, and every one starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-db-'));
    try {
      // Each process waits for the same moment, then opens the file (tests/support/open-site-db.mts).
      const at = String(Date.now() + 3000);
      const start = () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(
            'npx',
            ['tsx', '--conditions=react-server', 'tests/support/open-site-db.mts', dataDir, at],
            { stdio: 'inherit' },
          );
          child.on('exit', resolve);
        });
      expect(await Promise.all([start(), start(), start()])).toEqual([0, 0, 0]);
      const site = await openSiteDb({ dataDir });
      const applied = await site.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied).toHaveLength(Object.keys(MIGRATIONS).length);
      await site.db.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(hasPostgres())('on PostgreSQL is migrated once, and every one starts', async () => {
    const database = await blankPostgres();
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openSiteDb(database.config)));
      const applied = await opened[0]!.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied).toHaveLength(Object.keys(MIGRATIONS).length);
      await Promise.all(opened.map((site) => site.db.destroy()));
    } finally {
      await database.drop();
    }
  });
});
