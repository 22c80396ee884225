import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

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
CREATE INDEX IF NOT EXISTS talents_name ON talents(name);
CREATE TABLE IF NOT EXISTS contents (
  type TEXT NOT NULL, lang TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  PRIMARY KEY (type, lang));
CREATE TABLE IF NOT EXISTS social_media (network TEXT PRIMARY KEY, link TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS slides (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, position INTEGER NOT NULL, description TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image','video')), mobile TEXT, desktop TEXT,
  video_provider TEXT, video_id TEXT);
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
  return db;
}
