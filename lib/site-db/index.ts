import 'server-only';
import { env } from '@/lib/env';
import { openSiteDb, type SiteDb } from './connect';

export type { Dialect, SiteDb } from './connect';

let opening: Promise<SiteDb> | undefined;

/**
 * The site's database for this process, opened and migrated on first use (the server's start
 * asks for it: instrumentation.ts, through lib/review-store/retention.ts). A failed opening is
 * tried again on the next call: the database may be starting too.
 */
export function siteDb(): Promise<SiteDb> {
  opening ??= openSiteDb({ databaseUrl: env.DATABASE_URL, dataDir: env.SITE_DATA_DIR }).catch(
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}
