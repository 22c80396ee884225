import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open.js';

// Personal data is kept only as long as the privacy page says: every
// submission (and its files) for `retentionDays`, a minor's application whose
// guardian has not confirmed for `minorPendingDays`. Pure of any clock: the
// caller says what "now" is, so tests need no waiting.

export type Periods = { retentionDays: number; minorPendingDays: number };
export type PurgeCounts = { submissions: number; files: number };

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** Deletes what is past its period, rows and files; returns how many, nothing else. */
export function purgeExpired(db: Db, uploadsDir: string, now: Date, periods: Periods): PurgeCounts {
  // created_at is an ISO time in UTC, so the text comparison is a time comparison.
  const expired = db
    .prepare(
      `SELECT id FROM submissions
       WHERE created_at < @retention
          OR (minor = 1 AND guardian_confirmed_at IS NULL AND created_at < @pending)`,
    )
    .all({
      retention: daysBefore(now, periods.retentionDays),
      pending: daysBefore(now, periods.minorPendingDays),
    }) as { id: number }[];
  let files = 0;
  const deleteFiles = db.prepare('DELETE FROM submission_files WHERE submission_id = ?');
  const deleteRow = db.prepare('DELETE FROM submissions WHERE id = ?');
  for (const { id } of expired) {
    db.transaction(() => {
      files += deleteFiles.run(id).changes;
      deleteRow.run(id);
    })();
    // After the rows: a crash in between leaves a folder no row points at, never a row without its files.
    fs.rmSync(path.join(uploadsDir, String(id)), { recursive: true, force: true });
  }
  return { submissions: expired.length, files };
}
