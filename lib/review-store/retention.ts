import 'server-only';
import { logFailure } from '@/lib/server/log';
import { siteDb } from '@/lib/site-db';
import { deleteExpiredBoards } from './boards';

// A board past its time is already hidden (readBoard asks for a live one); this deletes it with
// its reviewers' names, marks and comments. Every instance runs it: the deletion is idempotent.
const EVERY_MS = 60 * 60 * 1000;

async function deleteExpired() {
  try {
    await deleteExpiredBoards(await siteDb(), new Date());
  } catch (error) {
    // The database is away: the boards answer 503 meanwhile, and the next round deletes.
    logFailure({ route: 'review-retention', status: 503, error });
  }
}

/** Opens the site's database (migrating it) and deletes expired boards now and every hour. */
export function startReviewRetention() {
  void deleteExpired();
  setInterval(deleteExpired, EVERY_MS).unref();
}
