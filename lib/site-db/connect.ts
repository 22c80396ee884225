import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
} from 'kysely';
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

/**
 * SQLite as Kysely has it, but migrated the way PostgreSQL is: in one transaction, and by one
 * process at a time. Kysely takes no lock on SQLite (it expects a single process), so instances
 * starting together on one file would each create the tables. The lock is a write transaction
 * on a file of its own beside the database, which another process waits for (busy_timeout).
 */
class SqliteMigrationAdapter extends SqliteAdapter {
  #lock: BetterSqlite3.Database | undefined;

  constructor(private readonly lockFile: string) {
    super();
  }

  override get supportsTransactionalDdl() {
    return true;
  }

  override async acquireMigrationLock() {
    this.#lock = await openSqlite(this.lockFile);
    this.#lock.exec('BEGIN IMMEDIATE');
  }

  override async releaseMigrationLock() {
    this.#lock?.exec('COMMIT');
    this.#lock?.close();
    this.#lock = undefined;
  }
}

/**
 * A transaction takes SQLite's write lock when it begins: begun deferred, one that reads and then
 * writes fails at once (SQLITE_BUSY) when another process wrote meanwhile, instead of waiting.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class SiteSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly lockFile: string,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.database });
  }

  override createAdapter(): DialectAdapter {
    return new SqliteMigrationAdapter(this.lockFile);
  }
}

async function sqlite(dataDir: string): Promise<SiteDb> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'site.db');
  const database = await openSqlite(file);
  return {
    db: new Kysely<SiteDatabase>({ dialect: new SiteSqliteDialect(database, `${file}.migrating`) }),
    dialect: 'sqlite',
  };
}

async function migrate(db: Kysely<SiteDatabase>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  // A lock (PostgreSQL's advisory lock, SQLite's above) so that instances starting together
  // migrate once.
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
