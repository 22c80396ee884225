import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { postgresBin, startPostgres } from '../../scripts/lib/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A PostgreSQL server the tests may create databases on (as its `postgres` user); empty on a
     * developer's machine without PostgreSQL, where only the SQLite cases run. CI always has it.
     */
    postgresUrl: string;
  }
}

/**
 * The site's database is tested on SQLite and on PostgreSQL: a server of its own for the run,
 * started here from Debian's packages (or TEST_POSTGRES_URL's server, when given).
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  try {
    postgresBin();
  } catch (error) {
    if (process.env.CI) throw error;
    console.warn(`${(error as Error).message}: the site database's PostgreSQL cases are skipped.`);
    project.provide('postgresUrl', '');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'site-postgres-'));
  // As root the server runs as the postgres user, who must reach its data folder.
  chmodSync(folder, 0o755);
  const server = await startPostgres({
    port: await freePort(),
    dataDir: join(folder, 'data'),
    logFile: join(folder, 'postgres.log'),
    ephemeral: true,
  });
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
