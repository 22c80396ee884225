/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mainToken, panelToken, postJson, startServer, type TestServer } from './helpers.js';

// A shared selection of the site: the talents it names (ids filter) and the
// quote that carries the client's marks and the selection's link.

let server: TestServer;
let main: string;
let panel: string;

beforeAll(async () => {
  server = await startServer();
  main = await mainToken(server);
  panel = await panelToken(server);
});
afterAll(() => server.close());

const list = async (filters: unknown[]) =>
  postJson(server, main, '/api/talents?language=en&paginate=1000', { filters });

describe('ids filter', () => {
  it('answers only the named talents, with category and measurements', async () => {
    const res = await list([{ property: 'ids', values: [12, 3, 999999] }]);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as any;
    expect(data.total).toBe(2);
    expect(data.data.map((t: any) => t.id).sort((a: number, b: number) => a - b)).toEqual([3, 12]);
    for (const t of data.data) {
      expect(Array.isArray(t.categories)).toBe(true);
      expect(typeof t.height).toBe('string');
      expect(typeof t.shoes).toBe('string');
    }
  });

  it('keeps a whole list without the measurements, with the categories', async () => {
    const { data } = (await (await list([])).json()) as any;
    expect(Array.isArray(data.data[0].categories)).toBe(true);
    expect(data.data[0].height).toBeUndefined();
  });

  it('refuses more than 100 ids or a malformed one', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await list([{ property: 'ids', values: many }])).status).toBe(422);
    expect((await list([{ property: 'ids', values: ['x'] }])).status).toBe(422);
    expect((await list([{ property: 'ids', values: [] }])).status).toBe(422);
  });
});

describe('quote of a shared selection', () => {
  const base = {
    name: 'Carla',
    phone: '1',
    message: 'Quote please',
    favorites: JSON.stringify([
      { id: 5, name: 'Gabriela' },
      { id: 7, name: 'Rafael' },
    ]),
  };
  const post = (fields: Record<string, string>) =>
    call(server, panel, '/api/favorites/en', {
      method: 'POST',
      body: new URLSearchParams({ ...base, ...fields }),
    });

  it('stores the marks and the link, and the submissions script prints them', async () => {
    const res = await post({
      selection: 'https://agency.example/en/favorites?ids=5,7',
      marks: JSON.stringify({ 5: 'yes', 7: 'no' }),
    });
    expect(res.status).toBe(201);
    const stored = (await (await call(server, panel, '/api/submissions')).json()) as any;
    expect(stored.data[0].fields.marks).toEqual({ 5: 'yes', 7: 'no' });
    expect(stored.data[0].fields.selection).toBe('https://agency.example/en/favorites?ids=5,7');
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.resolve(__dirname, '../src/cli/submissions.ts')],
      { env: { ...process.env, AGENCY_API_DATA: server.dataDir }, encoding: 'utf8' },
    );
    expect(printed).toContain('Gabriela [yes], Rafael [no]');
    expect(printed).toContain('https://agency.example/en/favorites?ids=5,7');
  });

  it('refuses a mark on a talent not quoted, an unknown mark or a bad link', async () => {
    const refused: Array<Record<string, string>> = [
      { marks: JSON.stringify({ 9: 'yes' }) },
      { marks: JSON.stringify({ 5: 'perhaps' }) },
      { marks: '[]' },
      { marks: 'nope' },
      { selection: 'javascript:alert(1)' },
    ];
    for (const fields of refused) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(((await res.json()) as any).errors)).toEqual(Object.keys(fields));
    }
  });
});
