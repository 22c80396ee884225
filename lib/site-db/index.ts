import 'server-only';
import { env } from '@/lib/env';
import { openSiteDb, type SiteDb } from './connect';

export type { Dialect, SiteDb } from './connect';

// On globalThis: the proxy's bundle and the pages' each have their own copy of this module, and
// the process keeps one database handle (one PostgreSQL pool) for both.
const memo = globalThis as { __siteDbOpening?: Promise<SiteDb> };

/**
 * The site's database for this process, opened and migrated on first use (the server's start
 * asks for it: instrumentation.ts, through lib/review-store/retention.ts). A failed opening is
 * tried again on the next call: the database may be starting too.
 */
export function siteDb(): Promise<SiteDb> {
  memo.__siteDbOpening ??= openSiteDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.SITE_DATA_DIR,
  }).catch((error: unknown) => {
    memo.__siteDbOpening = undefined;
    throw error;
  });
  return memo.__siteDbOpening;
}
