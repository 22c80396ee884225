/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import path from 'node:path';
import Database from '../src/db/sqlite.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EYE_COLORS, HAIR_COLORS } from '@agency/rules/appearance';
import { heightCm, searchText } from '../src/lib/measure.js';
import { talentListQuery, parseFilters } from '../src/routes/talents.js';
import { mainToken, postJson, startServer, type TestServer } from './helpers.js';

interface Item {
  id: number;
  name: string;
  gender: 'man' | 'woman';
  height_cm: number | null;
  hair: string | null;
  eyes: string | null;
}

let server: TestServer;
let token: string;
/** Every seeded talent in list order (name, id), with its categories. */
let all: (Item & { categories: number[] })[];

const list = (body: unknown, query = 'language=pt&paginate=1000') =>
  postJson(server, token, `/api/talents?${query}`, body);

/** The answer's data for a list of filters; fails the test on anything but 200. */
async function filtered(filters: unknown[], query?: string) {
  const res = await list({ filters }, query);
  const json = (await res.json()) as any;
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data as { data: Item[]; total: number; current_page: number; per_page: number };
}

const ids = async (filters: unknown[]) => (await filtered(filters)).data.map((t) => t.id);
const expected = (keep: (t: (typeof all)[number]) => boolean) => all.filter(keep).map((t) => t.id);

// An independent fold for the expectations: lowercase, accents dropped.
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

beforeAll(async () => {
  server = await startServer();
  token = await mainToken(server);
  const everyone = (await filtered([])).data;
  const categoryOf = new Map<number, number[]>();
  for (const c of [1, 2, 2150])
    for (const id of await ids([{ property: 'categories', values: [c] }]))
      categoryOf.set(id, [...(categoryOf.get(id) ?? []), c]);
  all = everyone.map((t) => ({ ...t, categories: categoryOf.get(t.id) ?? [] }));
});
afterAll(() => server.close());

describe('talent list fields', () => {
  it('gives each talent its height in centimetres, hair and eyes from the site lists', () => {
    expect(all).toHaveLength(60);
    for (const t of all) {
      expect(Number.isInteger(t.height_cm)).toBe(true);
      expect(t.height_cm).toBeGreaterThanOrEqual(150);
      expect(t.height_cm).toBeLessThanOrEqual(210);
      expect(HAIR_COLORS).toContain(t.hair);
      expect(EYE_COLORS).toContain(t.eyes);
    }
    // Varied, with the common colours most common.
    const count = (key: 'hair' | 'eyes', v: string) => all.filter((t) => t[key] === v).length;
    expect(new Set(all.map((t) => t.hair)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((t) => t.eyes)).size).toBeGreaterThanOrEqual(6);
    expect(count('eyes', 'Brown')).toBeGreaterThan(count('eyes', 'Blue'));
    expect(count('hair', 'Brown') + count('hair', 'Black')).toBeGreaterThan(count('hair', 'Red'));
  });

  it('derives height_cm from the stored height text', () => {
    expect(heightCm('178/5.10')).toBe(178);
    expect(heightCm('165')).toBe(165);
    expect(heightCm('')).toBeNull();
    expect(heightCm('tall')).toBeNull();
    expect(heightCm(null)).toBeNull();
  });
});

describe('q (name search)', () => {
  it('ignores accents and case, on either side', async () => {
    expect(searchText('  JOÃO   Araújo ')).toBe('joao araujo');
    const julia = expected((t) => fold(t.name).includes('julia'));
    expect(julia.length).toBeGreaterThan(0);
    expect(all.find((t) => t.id === julia[0])!.name).toMatch(/Júlia/);
    for (const text of ['julia', 'JULIA', 'Júlia', 'JÚLIA'])
      expect(await ids([{ property: 'q', values: [text] }])).toEqual(julia);
  });

  it('matches any part of the name, every word in any order', async () => {
    const lucia = expected((t) => fold(t.name).includes('lucia'));
    // "Lucía" and "Lúcia" both.
    expect(
      new Set(all.filter((t) => lucia.includes(t.id)).map((t) => t.name.split(' ')[0])),
    ).toEqual(new Set(['Lucía', 'Lúcia']));
    expect(await ids([{ property: 'q', values: ['LUCIA'] }])).toEqual(lucia);
    expect(await ids([{ property: 'q', values: ['ucí'] }])).toEqual(lucia);
    const araujo = expected((t) => fold(t.name).includes('araujo'));
    expect(araujo.length).toBeGreaterThan(0);
    expect(await ids([{ property: 'q', values: ['ARAUJO'] }])).toEqual(araujo);
    const one = all.find((t) => t.name === 'Júlia Dias') ?? all[0]!;
    const [first, last] = one.name.split(' ') as [string, string];
    expect(await ids([{ property: 'q', values: [`${last.toUpperCase()}  ${first}`] }])).toEqual([
      one.id,
    ]);
  });

  it('answers an empty list for no match and everyone for empty text', async () => {
    expect(await filtered([{ property: 'q', values: ['zzzz'] }])).toMatchObject({
      data: [],
      total: 0,
    });
    expect((await filtered([{ property: 'q', values: ['   '] }])).total).toBe(60);
    // LIKE wildcards are plain characters here.
    expect((await filtered([{ property: 'q', values: ['%'] }])).total).toBe(0);
    expect((await filtered([{ property: 'q', values: ['_'] }])).total).toBe(0);
  });
});

describe('height', () => {
  const height = (min: unknown, max: unknown) => [{ property: 'height', values: [min, max] }];

  it('keeps talents within an inclusive range', async () => {
    const within = expected((t) => t.height_cm! >= 170 && t.height_cm! <= 175);
    expect(within.length).toBeGreaterThan(0);
    // Both bounds are held by seeded talents, so inclusiveness is really tested.
    expect(all.some((t) => t.height_cm === 170)).toBe(true);
    expect(all.some((t) => t.height_cm === 175)).toBe(true);
    expect(await ids(height(170, 175))).toEqual(within);
    expect(await ids(height('170', '175'))).toEqual(within);
    const exact = expected((t) => t.height_cm === 175);
    expect(await ids(height(175, 175))).toEqual(exact);
  });

  it('leaves either side open with null', async () => {
    expect(await ids(height(null, 172))).toEqual(expected((t) => t.height_cm! <= 172));
    expect(await ids(height(185, null))).toEqual(expected((t) => t.height_cm! >= 185));
    expect(await ids(height('', 172))).toEqual(expected((t) => t.height_cm! <= 172));
    expect((await filtered(height(null, null))).total).toBe(60);
    expect((await filtered(height(250, null))).total).toBe(0);
  });
});

describe('hair and eyes', () => {
  it('keep talents with any of the given colours', async () => {
    for (const values of [['Blonde'], ['Brown', 'Black'], ['Brown', 'Brown']])
      expect(await ids([{ property: 'hair', values }])).toEqual(
        expected((t) => values.includes(t.hair!)),
      );
    for (const values of [['Brown'], ['Green', 'Blue', 'Light Blue']])
      expect(await ids([{ property: 'eyes', values }])).toEqual(
        expected((t) => values.includes(t.eyes!)),
      );
    // A colour of the site's list that nobody has is a valid, empty answer.
    expect((await filtered([{ property: 'hair', values: ['Bald'] }])).total).toBe(
      all.filter((t) => t.hair === 'Bald').length,
    );
  });
});

describe('combinations', () => {
  it('ANDs every filter', async () => {
    const hair = ['Brown', 'Dark Brown', 'Black', 'Blonde'];
    const eyes = ['Brown', 'Dark Brown', 'Green', 'Blue', 'Hazel'];
    const result = await filtered([
      { property: 'categories', values: [1] },
      { property: 'gender', values: ['woman'] },
      { property: 'height', values: [168, 180] },
      { property: 'hair', values: hair },
      { property: 'eyes', values: eyes },
    ]);
    const want = expected(
      (t) =>
        t.categories.includes(1) &&
        t.gender === 'woman' &&
        t.height_cm! >= 168 &&
        t.height_cm! <= 180 &&
        hair.includes(t.hair!) &&
        eyes.includes(t.eyes!),
    );
    expect(want.length).toBeGreaterThan(2);
    expect(result.data.map((t) => t.id)).toEqual(want);
    expect(result.total).toBe(want.length);
  });

  it('combines a name search with a category and a range; repeated filters narrow further', async () => {
    const want = expected(
      (t) => t.categories.includes(1) && fold(t.name).includes('a') && t.height_cm! >= 175,
    );
    expect(
      await ids([
        { property: 'q', values: ['A'] },
        { property: 'categories', values: [1] },
        { property: 'height', values: [175, null] },
      ]),
    ).toEqual(want);
    expect(
      await ids([
        { property: 'height', values: [170, 180] },
        { property: 'height', values: [175, 190] },
      ]),
    ).toEqual(expected((t) => t.height_cm! >= 175 && t.height_cm! <= 180));
  });

  it('takes the filters as a JSON string too', async () => {
    const filters = [
      { property: 'hair', values: ['Brown'] },
      { property: 'height', values: [null, 180] },
    ];
    const res = await list({ filters: JSON.stringify(filters) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.data.map((t: Item) => t.id)).toEqual(
      expected((t) => t.hair === 'Brown' && t.height_cm! <= 180),
    );
  });
});

describe('paging with filters', () => {
  it('counts every match and pages through them', async () => {
    const filters = [
      { property: 'hair', values: ['Brown', 'Dark Brown', 'Black', 'Blonde'] },
      { property: 'height', values: [null, 185] },
    ];
    const want = expected(
      (t) => ['Brown', 'Dark Brown', 'Black', 'Blonde'].includes(t.hair!) && t.height_cm! <= 185,
    );
    expect(want.length).toBeGreaterThan(10);
    const page2 = await filtered(filters, 'language=pt&paginate=5&page=2');
    expect(page2).toMatchObject({ total: want.length, current_page: 2, per_page: 5 });
    expect(page2.data.map((t) => t.id)).toEqual(want.slice(5, 10));
    const last = Math.ceil(want.length / 5);
    const lastPage = await filtered(filters, `language=pt&paginate=5&page=${last}`);
    expect(lastPage.data.map((t) => t.id)).toEqual(want.slice((last - 1) * 5));
    const beyond = await filtered(filters, `language=pt&paginate=5&page=${last + 1}`);
    expect(beyond).toMatchObject({ data: [], total: want.length });
  });
});

describe('bad filters', () => {
  const f = (property: unknown, values: unknown) => ({ filters: [{ property, values }] });
  const bad: [string, unknown][] = [
    ['unknown property', f('colour', ['Blue'])],
    ['no property', { filters: [{ values: [1] }] }],
    ['null filter', { filters: [null] }],
    ['filters an object', { filters: { property: 'hair', values: ['Brown'] } }],
    ['body a list', [{ property: 'hair', values: ['Brown'] }]],
    ['too many filters', { filters: Array.from({ length: 21 }, () => f('q', ['a']).filters[0]) }],
    ['height min above max', f('height', [180, 170])],
    ['height one value', f('height', [170])],
    ['height three values', f('height', [160, 170, 180])],
    ['height no values', f('height', [])],
    ['height an object', f('height', { min: 170, max: 180 })],
    ['height text', f('height', ['tall', 180])],
    ['height decimal', f('height', [170.5, 180])],
    ['height decimal text', f('height', ['170.5', 180])],
    ['height boolean', f('height', [true, 180])],
    ['height negative', f('height', [-1, 180])],
    ['height too large', f('height', [170, 1000])],
    ['height huge number', f('height', [1e308, null])],
    ['height nested list', f('height', [[170], 180])],
    ['hair unknown colour', f('hair', ['Purple'])],
    ['hair lowercase', f('hair', ['blonde'])],
    ['hair empty', f('hair', [])],
    ['hair a number', f('hair', [1])],
    ['hair a string', f('hair', 'Blonde')],
    ['hair null', f('hair', null)],
    ['hair too many', f('hair', [...HAIR_COLORS, 'Brown'])],
    ['eyes unknown colour', f('eyes', ['Violet'])],
    ['eyes too many', f('eyes', [...EYE_COLORS, 'Brown'])],
    ['q no value', f('q', [])],
    ['q two values', f('q', ['ana', 'lima'])],
    ['q a number', f('q', [123])],
    ['q null', f('q', [null])],
    ['q a string', f('q', 'julia')],
    ['q over 100 characters', f('q', ['x'.repeat(101)])],
    ['q a huge string', f('q', ['x'.repeat(200_000)])],
    [
      'categories too many',
      f(
        'categories',
        Array.from({ length: 51 }, (_, i) => i),
      ),
    ],
    ['categories text', f('categories', ['models'])],
    ['gender unknown', f('gender', ['robot'])],
    ['filters bad JSON text', { filters: '[{"property":' }],
  ];

  it.each(bad)('answers 422 for %s', async (_label, body) => {
    const res = await list(body);
    const json = (await res.json()) as any;
    expect(res.status, JSON.stringify(json).slice(0, 300)).toBe(422);
    expect(json.message).toBe('The given data was invalid.');
    expect(Object.keys(json.errors).length).toBeGreaterThan(0);
    for (const key of Object.keys(json.errors)) expect(key).toMatch(/^(filters|_)/);
  });

  it('names the failing filter', async () => {
    const res = await list({
      filters: [
        { property: 'hair', values: ['Brown'] },
        { property: 'height', values: [190, 160] },
      ],
    });
    expect(await res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { 'filters.1.values': ['invalid'] },
    });
  });

  it('never answers 500 to odd values of any property', async () => {
    const odd = [
      null,
      true,
      0,
      -1,
      1.5,
      '',
      ' ',
      'x'.repeat(5000),
      '\u0000',
      ['\u0000'],
      ['x'.repeat(5000)],
      "'; DROP TABLE talents; --",
      [],
      [null],
      [null, null, null],
      [{}],
      [[]],
      {},
      { 0: 1 },
    ];
    for (const property of ['categories', 'gender', 'q', 'height', 'hair', 'eyes', 'x', 1, null])
      for (const values of odd) {
        const res = await list(f(property, values));
        expect([200, 422], `${String(property)} ${JSON.stringify(values).slice(0, 40)}`).toContain(
          res.status,
        );
      }
    // Still all there.
    expect((await filtered([])).total).toBe(60);
  });

  it('answers 413, not 500, to a body beyond the size limit', async () => {
    const res = await list(f('q', ['x'.repeat(2_000_000)]));
    expect(res.status).toBe(413);
  });
});

describe('query plan', () => {
  it('answers the list from the talents_list index, in order, without a sort step', () => {
    const db = new Database(path.join(server.dataDir, 'agency.sqlite'), { readonly: true });
    try {
      const plan = (sql: string, params: unknown[]) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
          .map((r) => r.detail)
          .join(' | ');
      const cases = [
        [],
        [{ property: 'categories', values: [1] }],
        [
          { property: 'categories', values: [1] },
          { property: 'height', values: [170, 180] },
          { property: 'hair', values: ['Brown', 'Black'] },
        ],
        [
          { property: 'q', values: ['julia'] },
          { property: 'eyes', values: ['Green'] },
          { property: 'gender', values: ['woman'] },
        ],
      ];
      for (const filters of cases) {
        const sql = talentListQuery(parseFilters({ filters }));
        const count = plan(sql.count, sql.params);
        const page = plan(sql.page, [...sql.params, 60, 0]);
        expect(count).toMatch(/SCAN (t|talents) USING COVERING INDEX talents_list/);
        expect(page).toMatch(/SCAN (t|talents) USING INDEX talents_list/);
        expect(page).not.toMatch(/TEMP B-TREE/);
      }
    } finally {
      db.close();
    }
  });
});
