/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from '../src/db/sqlite.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilters, talentListQuery } from '../src/routes/talents.js';
import { mainToken, postJson, startServer, type TestServer } from './helpers.js';

// The huge seed (10,000 talents) on a temporary folder: how long a filtered page takes.
// Times are logged, not asserted: this machine's load is not the test's business.

let server: TestServer;
let token: string;

beforeAll(async () => {
  const started = performance.now();
  server = await startServer({ seed: 'huge' });
  console.log(`huge seed: ${Math.round(performance.now() - started)} ms to seed and start`);
  token = await mainToken(server);
}, 180_000);
afterAll(() => server?.close());

const HAIR = ['Brown', 'Dark Brown', 'Black'];
const FILTERS = [
  { property: 'categories', values: [1] },
  { property: 'height', values: [170, 180] },
  { property: 'hair', values: HAIR },
];

async function page(filters: unknown[], query = 'language=pt&paginate=60&page=1') {
  const res = await postJson(server, token, `/api/talents?${query}`, { filters });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('huge seed', () => {
  it('holds 10,000 talents with distinct names', async () => {
    expect((await page([], 'paginate=1')).total).toBe(10_000);
    const db = new Database(path.join(server.dataDir, 'agency.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(DISTINCT name) AS n FROM talents').get()).toEqual({
        n: 10_000,
      });
      // Images are the large seed's pool, not one per talent.
      expect(
        (db.prepare('SELECT COUNT(DISTINCT cover) AS n FROM talents').get() as { n: number }).n,
      ).toBeLessThanOrEqual(48);
    } finally {
      db.close();
    }
  });

  it('answers a filtered page of 60 quickly (time logged)', async () => {
    const first = await page(FILTERS);
    expect(first.data).toHaveLength(60);
    expect(first.total).toBeGreaterThan(60);
    for (const t of first.data) {
      expect(HAIR).toContain(t.hair);
      expect(t.height_cm).toBeGreaterThanOrEqual(170);
      expect(t.height_cm).toBeLessThanOrEqual(180);
    }
    const next = await page(FILTERS, 'language=pt&paginate=60&page=2');
    expect(next.total).toBe(first.total);
    expect(next.data[0].name >= first.data[59].name).toBe(true);

    // Over HTTP: the whole request (auth, parsing, both queries, JSON).
    const http: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      await page(FILTERS, `language=pt&paginate=60&page=${1 + (i % 3)}`);
      http.push(performance.now() - t0);
    }
    // In process: the count and the page statements alone.
    const db = new Database(path.join(server.dataDir, 'agency.sqlite'), { readonly: true });
    const sql = talentListQuery(parseFilters({ filters: FILTERS }));
    const count = db.prepare(sql.count);
    const rows = db.prepare(sql.page);
    const queries: number[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        count.get(...sql.params);
        rows.all(...sql.params, 60, 0);
        queries.push(performance.now() - t0);
      }
    } finally {
      db.close();
    }
    const fmt = (xs: number[]) =>
      `median ${median(xs).toFixed(1)} ms, min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}`;
    console.log(
      `huge seed, categories [1] + height 170-180 + hair ${HAIR.join('/')} (${first.total} matches), paginate 60:\n` +
        `  HTTP request:        ${fmt(http)}\n` +
        `  count + page (SQL):  ${fmt(queries)}`,
    );
  });

  it('finds names whatever the accents and case', async () => {
    const res = await page([{ property: 'q', values: ['JOAO'] }], 'paginate=1000');
    expect(res.total).toBeGreaterThan(10);
    for (const t of res.data) expect(t.name).toMatch(/João/);
    const combined = await page([...FILTERS, { property: 'q', values: ['joão'] }], 'paginate=1000');
    expect(combined.total).toBeLessThan(res.total);
    for (const t of combined.data) expect(t.name).toMatch(/João/);
  });
});
