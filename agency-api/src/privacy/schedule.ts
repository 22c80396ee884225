import type { Db } from '../db/open.js';
import { purgeExpired, type Periods, type PurgeCounts } from './purge.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type Options = Periods & {
  db: Db;
  uploadsDir: string;
  now: () => Date;
  /** Told the counts of each run; never what was deleted. */
  report: (counts: PurgeCounts) => void;
};

/**
 * Runs the purge once now and then every day; returns the function that
 * stops it. The timer does not keep the process alive on its own.
 */
export function schedulePurge({ db, uploadsDir, now, report, ...periods }: Options): () => void {
  const run = () => report(purgeExpired(db, uploadsDir, now(), periods));
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
