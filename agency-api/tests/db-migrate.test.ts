/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from '../src/db/sqlite.js';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/open.js';
import { mainToken, postJson, startServer } from './helpers.js';

// The talents table as the first release created it: no name_search, height_cm, hair or eyes.
const FIRST_RELEASE = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE talents (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL CHECK (gender IN ('man','woman')),
  categories TEXT NOT NULL, height TEXT NOT NULL, jeans TEXT NOT NULL, waist TEXT NOT NULL,
  hips TEXT NOT NULL, bust TEXT NOT NULL, shoes TEXT NOT NULL, cover TEXT NOT NULL,
  compo TEXT, book TEXT NOT NULL, snap TEXT NOT NULL, video TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE INDEX talents_name ON talents(name);
INSERT INTO meta (key, value) VALUES ('seeded', 'default 2025-01-01T00:00:00.000Z');
`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function olderFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-api-migrate-'));
  dirs.push(dir);
  const db = new Database(path.join(dir, 'agency.sqlite'));
  db.exec(FIRST_RELEASE);
  const insert = db.prepare(`INSERT INTO talents
    (id, name, gender, categories, height, jeans, waist, hips, bust, shoes, cover, compo, book, snap, video, updated_at)
    VALUES (?, ?, ?, ?, ?, '38x32', '62/24', '90/35', '84/33', '39 BR', 'talents/portrait-01.jpg', NULL, '[]', '[]', '[]', '2025-01-01T00:00:00.000Z')`);
  insert.run(1, 'João Araújo', 'man', '[1]', '186/6.1');
  insert.run(2, 'ÉLODIE  Müller', 'woman', '[1,2]', '172/5.8');
  insert.run(3, 'Ana Lima', 'woman', '[2]', 'unknown');
  db.close();
  return dir;
}

describe('opening a file of the first release', () => {
  it('adds the new columns, fills the derived ones and swaps the name index', () => {
    const dir = olderFile();
    const db = openDb(dir);
    try {
      const columns = (db.pragma('table_info(talents)') as { name: string }[]).map((c) => c.name);
      expect(columns).toEqual(expect.arrayContaining(['name_search', 'height_cm', 'hair', 'eyes']));
      expect(
        db.prepare('SELECT id, name_search, height_cm, hair, eyes FROM talents ORDER BY id').all(),
      ).toEqual([
        { id: 1, name_search: 'joao araujo', height_cm: 186, hair: null, eyes: null },
        { id: 2, name_search: 'elodie muller', height_cm: 172, hair: null, eyes: null },
        { id: 3, name_search: 'ana lima', height_cm: null, hair: null, eyes: null },
      ]);
      const indexes = (db.pragma('index_list(talents)') as { name: string }[]).map((i) => i.name);
      expect(indexes).toContain('talents_list');
      expect(indexes).not.toContain('talents_name');
    } finally {
      db.close();
    }
    // A second open finds nothing to do and changes nothing.
    const again = openDb(dir);
    try {
      expect((again.pragma('table_info(talents)') as unknown[]).length).toBe(20);
      expect(
        again.prepare('SELECT COUNT(*) AS n FROM talents WHERE name_search IS NULL').get(),
      ).toEqual({
        n: 0,
      });
    } finally {
      again.close();
    }
  });

  it('serves the migrated rows through the filters, null colours included', async () => {
    const server = await startServer({ dataDir: olderFile() });
    try {
      const token = await mainToken(server);
      const list = async (filters: unknown[]) => {
        const res = await postJson(server, token, '/api/talents', { filters });
        expect(res.status).toBe(200);
        return ((await res.json()) as any).data;
      };
      const everyone = await list([]);
      expect(everyone.total).toBe(3);
      expect(everyone.data[0]).toMatchObject({ name: 'Ana Lima', height_cm: null, hair: null });
      expect((await list([{ property: 'q', values: ['JOAO'] }])).data).toEqual([
        expect.objectContaining({ id: 1, name: 'João Araújo', height_cm: 186 }),
      ]);
      expect((await list([{ property: 'q', values: ['elodie muller'] }])).total).toBe(1);
      expect((await list([{ property: 'height', values: [150, 250] }])).total).toBe(2);
      expect((await list([{ property: 'hair', values: ['Brown'] }])).total).toBe(0);
    } finally {
      await server.close(false);
    }
  });
});
