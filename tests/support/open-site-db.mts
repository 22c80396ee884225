// One instance's start, as a process of its own: waits until the moment given (so that several
// start together), opens the site's SQLite database in the folder given, then closes it.
// Run by tests/integration/review-store.test.ts with tsx.
import { openSiteDb } from '@/lib/site-db/connect';

const [dataDir, at] = process.argv.slice(2);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(at) - Date.now())));
const site = await openSiteDb({ dataDir: dataDir! });
await site.db.destroy();
