import fs from 'node:fs';
import path from 'node:path';
import Database, { type Db } from './sqlite.js';
import { heightCm, searchText } from '../lib/measure.js';

export type { Db };

const schema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY, name_pt TEXT NOT NULL, name_en TEXT NOT NULL, name_es TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS states (
  id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES countries(id), name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cities (
  id INTEGER PRIMARY KEY, state_id INTEGER NOT NULL REFERENCES states(id), name TEXT NOT NULL);
-- Media lists are stored as JSON with paths relative to media/; URLs are made absolute when answering.
CREATE TABLE IF NOT EXISTS talents (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL CHECK (gender IN ('man','woman')),
  categories TEXT NOT NULL, height TEXT NOT NULL, jeans TEXT NOT NULL, waist TEXT NOT NULL,
  hips TEXT NOT NULL, bust TEXT NOT NULL, shoes TEXT NOT NULL, cover TEXT NOT NULL,
  compo TEXT, book TEXT NOT NULL, snap TEXT NOT NULL, video TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS contents (
  type TEXT NOT NULL, lang TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  PRIMARY KEY (type, lang));
CREATE TABLE IF NOT EXISTS social_media (network TEXT PRIMARY KEY, link TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS slides (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, position INTEGER NOT NULL, description TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image','video')), mobile TEXT, desktop TEXT,
  video_provider TEXT, video_id TEXT);
-- A slide's description in another language (its alt text there); the slide's own is the fallback.
CREATE TABLE IF NOT EXISTS slide_texts (
  slide_id INTEGER NOT NULL REFERENCES slides(id), lang TEXT NOT NULL, description TEXT NOT NULL,
  PRIMARY KEY (slide_id, lang));
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, lang TEXT NOT NULL, slug TEXT NOT NULL,
  title TEXT NOT NULL, cover TEXT NOT NULL, description TEXT NOT NULL, content TEXT NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (type, lang, slug));
CREATE INDEX IF NOT EXISTS posts_list ON posts(type, lang, created_at DESC, id DESC);
-- AUTOINCREMENT: an id (and its uploads/<id>/ folder) is never reused after a failed write.
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, lang TEXT NOT NULL,
  fields_json TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS submission_files (
  submission_id INTEGER NOT NULL REFERENCES submissions(id), field TEXT NOT NULL,
  path TEXT NOT NULL, size INTEGER NOT NULL, sha256 TEXT NOT NULL, mime TEXT NOT NULL,
  PRIMARY KEY (submission_id, field));
`;

/** Opens (creating if needed) the data folder's database; schema creation is idempotent. */
export function openDb(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'agency.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Two servers (or the CLI) may touch the file at once; wait instead of failing.
  db.pragma('busy_timeout = 5000');
  db.exec(schema);
  migrateTalents(db);
  db.exec(talentIndexes);
  migrateSubmissions(db);
  migrateContents(db);
  migratePosts(db);
  return db;
}

// Added with the safe-scouting rules, on open like the talent columns:
//   minor                  1 for an applicant under 18 (the guardian must confirm)
//   guardian_confirmed_at  when the agency recorded the guardian's confirmation
// The purge (src/privacy/purge.ts) reads both with created_at.
const SUBMISSION_COLUMNS = [
  ['minor', 'INTEGER NOT NULL DEFAULT 0'],
  ['guardian_confirmed_at', 'TEXT'],
] as const;

function missingSubmissionColumns(db: Db) {
  const have = new Set(
    (db.pragma('table_info(submissions)') as { name: string }[]).map((c) => c.name),
  );
  return SUBMISSION_COLUMNS.filter(([name]) => !have.has(name));
}

function migrateSubmissions(db: Db): void {
  if (missingSubmissionColumns(db).length > 0) {
    db.transaction(() => {
      // Checked again inside the lock: another process may have migrated in between.
      for (const [name, type] of missingSubmissionColumns(db))
        db.exec(`ALTER TABLE submissions ADD COLUMN ${name} ${type}`);
    }).immediate();
  }
  db.exec('CREATE INDEX IF NOT EXISTS submissions_created ON submissions(created_at)');
}

/** Adds `version` (of a page's text: privacy, safety; stored with each consent) to older files. */
function migrateContents(db: Db): void {
  const contents = db.pragma('table_info(contents)') as { name: string }[];
  if (!contents.some((c) => c.name === 'version')) {
    db.transaction(() => {
      const again = db.pragma('table_info(contents)') as { name: string }[];
      if (!again.some((c) => c.name === 'version'))
        db.exec('ALTER TABLE contents ADD COLUMN version TEXT');
    }).immediate();
  }
}

// Added with post translations: posts that share a key are one text in several languages (a
// post may have none; then it exists only in its own). Older files get the column, empty.
function migratePosts(db: Db): void {
  const hasKey = () =>
    (db.pragma('table_info(posts)') as { name: string }[]).some(
      (c) => c.name === 'translation_key',
    );
  if (!hasKey()) {
    db.transaction(() => {
      if (!hasKey()) db.exec('ALTER TABLE posts ADD COLUMN translation_key TEXT');
    }).immediate();
  }
  // One version of a text per language, so a post's translations are never two posts.
  db.exec(
    'CREATE UNIQUE INDEX IF NOT EXISTS posts_translations ON posts(type, translation_key, lang)',
  );
}

// Columns added after the first release. They are added to older files on open (see
// migrateTalents), and to new files the same way, so both end with the same schema.
//   name_search  the name lowercased without accents (searchText), for the `q` filter
//   height_cm    the centimetres of `height` ("178/5.10" -> 178), for the `height` filter
//   hair, eyes   colour values of @agency/rules/appearance, or null when unknown
const TALENT_COLUMNS = [
  ['name_search', 'TEXT'],
  ['height_cm', 'INTEGER'],
  ['hair', 'TEXT'],
  ['eyes', 'TEXT'],
] as const;

// Created after migrateTalents, once the columns exist.
// The talent list (POST /api/talents) is answered from talents_list alone: it is in the list's
// order (name, id) and holds every filtered column, so both the count and the page scan this
// narrow index instead of the wide rows (media JSON), the page stops after its rows, and only
// those rows are read from the table. EXPLAIN QUERY PLAN: "SCAN t USING COVERING INDEX
// talents_list" (count) and "SCAN t USING INDEX talents_list" (page, no sort step); about 1 ms
// for both on 10,000 talents, whatever the filters. Single-column indexes on height_cm, hair and
// eyes were measured and left out: the planner then takes them for broad filters (category +
// height + three hair colours: 2.3 ms against 0.9 ms, reading and sorting rows) and they only win
// on rare values, already under 1 ms. name_search needs no index of its own: a search for a part
// of the name cannot seek a b-tree, and talents_list already holds the column.
// talents_name, the first release's index, is replaced by talents_list.
const talentIndexes = `
CREATE INDEX IF NOT EXISTS talents_list
  ON talents(name, id, gender, height_cm, hair, eyes, categories, name_search);
DROP INDEX IF EXISTS talents_name;
`;

/** The derived columns of a talent row, as seeding writes them and the backfill repeats them. */
export function talentSearchColumns(name: string, height: string) {
  return { name_search: searchText(name), height_cm: heightCm(height) };
}

function missingColumns(db: Db) {
  const have = new Set((db.pragma('table_info(talents)') as { name: string }[]).map((c) => c.name));
  return TALENT_COLUMNS.filter(([name]) => !have.has(name));
}

// Rows whose derived columns were never written: rows of an older file, or written by another
// tool. name_search is never null once written, so each row is filled once.
const PENDING = 'SELECT id, name, height FROM talents WHERE name_search IS NULL';

/**
 * Adds the columns an older file lacks and fills the derived ones. Costs one read when there is
 * nothing to do, so a second server or the CLI opening the file does not take the write lock.
 */
function migrateTalents(db: Db): void {
  if (missingColumns(db).length === 0 && db.prepare(`${PENDING} LIMIT 1`).get() === undefined)
    return;
  db.transaction(() => {
    // Checked again inside the lock: another process may have migrated in between.
    for (const [name, type] of missingColumns(db))
      db.exec(`ALTER TABLE talents ADD COLUMN ${name} ${type}`);
    const update = db.prepare(
      'UPDATE talents SET name_search = @name_search, height_cm = @height_cm WHERE id = @id',
    );
    const rows = db.prepare(PENDING).all() as { id: number; name: string; height: string }[];
    for (const row of rows)
      update.run({ id: row.id, ...talentSearchColumns(row.name, row.height) });
  }).immediate();
}
