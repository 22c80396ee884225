import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS } from './migrations';
import type { SiteDatabase } from './schema';
import { openSqlite } from './sqlite';

export type Dialect = 'sqlite' | 'postgres';

export type SiteDb = { db: Kysely<SiteDatabase>; dialect: Dialect };

export type SiteDbConfig = {
  /** PostgreSQL's address; without it, a SQLite file in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
};

/** Opens the database and brings its schema to the latest migration. */
export async function openSiteDb(config: SiteDbConfig): Promise<SiteDb> {
  const site = config.databaseUrl
    ? await postgres(config.databaseUrl)
    : await sqlite(config.dataDir);
  try {
    await migrate(site.db);
  } catch (error) {
    await site.db.destroy();
    throw error;
  }
  return site;
}

async function postgres(url: string): Promise<SiteDb> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server dropped is reported here; the pool opens another.
  pool.on('error', () => {});
  return {
    db: new Kysely<SiteDatabase>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
  };
}

async function sqlite(dataDir: string): Promise<SiteDb> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const database = await openSqlite(join(folder, 'site.db'));
  return {
    db: new Kysely<SiteDatabase>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
  };
}

async function migrate(db: Kysely<SiteDatabase>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  // Kysely takes a lock (an advisory lock on PostgreSQL) so that instances starting together
  // migrate once.
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
