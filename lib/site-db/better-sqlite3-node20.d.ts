// better-sqlite3 12, installed under this name for Node 20 (sqlite.ts): the same API as 13.
declare module 'better-sqlite3-node20' {
  import Database from 'better-sqlite3';
  export default Database;
}
