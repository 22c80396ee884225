import 'server-only';
import type BetterSqlite3 from 'better-sqlite3';

// better-sqlite3 for the Node that runs the site, as the agency API picks it
// (agency-api/src/db/sqlite.ts): 13 on Node ≥ 22 (Node-API 10, a shipped binary), 12 built from
// source at install on Node 20, which lacks Node-API 10. Both have the same API.
const nodeMajor = Number(process.versions.node.split('.')[0]);

export async function openSqlite(file: string): Promise<BetterSqlite3.Database> {
  const { default: Database } =
    nodeMajor < 22 ? await import('better-sqlite3-node20') : await import('better-sqlite3');
  const database = new Database(file);
  // Several processes may share the file (npm start beside a script): readers never wait for a
  // writer, and a writer waits its turn instead of failing at once.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  // Off by default in SQLite: a deleted board takes its reviewers and marks with it.
  database.pragma('foreign_keys = ON');
  return database;
}
