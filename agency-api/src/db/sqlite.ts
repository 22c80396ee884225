// better-sqlite3 for the Node that runs the agency API. Version 13 is built on
// Node-API 10 (Node ≥ 22) and ships its binary; 12, built against one Node's
// own ABI, aborts the process on Node ≥ 24.19 when the garbage collector
// finalizes a statement ("Assertion failed: (env) != nullptr"). Node 20 has
// Node-API 9 only, so on it (past its end of life, still what some machines
// have) the agency API loads 12, installed as better-sqlite3-node20 and built
// from source at install. Both have the same API.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const sqlitePackage = nodeMajor < 22 ? 'better-sqlite3-node20' : 'better-sqlite3';

const Database: typeof BetterSqlite3 = require(sqlitePackage);

export type Db = BetterSqlite3.Database;
export default Database;
