import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openSiteDb, type SiteDb, type SiteDbConfig } from '@/lib/site-db/connect';

export type FreshDb = { site: SiteDb; config: SiteDbConfig; close: () => Promise<void> };

/** The database `config` names, opened and migrated; `close` closes it, then runs `cleanup`. */
async function opened(config: SiteDbConfig, cleanup: () => Promise<void> | void) {
  const site = await openSiteDb(config);
  const close = async () => {
    await site.db.destroy();
    await cleanup();
  };
  return { site, config, close };
}

/** A new SQLite file in a folder of its own. */
function freshSqlite(): Promise<FreshDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-db-'));
  return opened({ dataDir }, () => rmSync(dataDir, { recursive: true, force: true }));
}

/** Runs one statement on the run's PostgreSQL server (tests/integration/global-setup.ts). */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the run's PostgreSQL server, not yet opened by the site. */
export async function blankPostgres() {
  const name = `site_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return {
    config: { databaseUrl: url.href, dataDir: '' },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name}`),
  };
}

/** A new database on the run's PostgreSQL server. */
async function freshPostgres(): Promise<FreshDb> {
  const { config, drop } = await blankPostgres();
  return opened(config, drop);
}

/** Whether the run has a PostgreSQL server (always on CI: tests/integration/global-setup.ts). */
export const hasPostgres = () => inject('postgresUrl') !== '';

/** Both dialects the site runs on, for describe.each. */
export const SITE_DBS = [
  { dialect: 'SQLite', fresh: freshSqlite },
  ...(hasPostgres() ? [{ dialect: 'PostgreSQL', fresh: freshPostgres }] : []),
];
