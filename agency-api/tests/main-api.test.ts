/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mainToken, postJson, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await mainToken(server);
});
afterAll(() => server.close());

const get = async (url: string) => {
  const res = await call(server, token, url);
  return { status: res.status, body: (await res.json()) as any };
};
const listTalents = (body: unknown, query = 'language=pt&paginate=1000') =>
  postJson(server, token, `/api/talents?${query}`, body);

describe('attributes', () => {
  it('answers only the requested lists, localized', async () => {
    const { status, body } = await get(
      '/api/talents/attributes?language=en&countries=1&licenses=1',
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['countries', 'licenses']);
    expect(body.licenses).toEqual([
      { id: 1, value: 'Modelo' },
      { id: 2, value: 'Ator' },
      { id: 2150, value: 'Influencer' },
    ]);
    expect(body.countries.map((c: any) => c.value)).toEqual(
      expect.arrayContaining(['Brazil', 'Portugal', 'Spain', 'United States']),
    );
    const es = await get('/api/talents/attributes?language=es&countries=1');
    expect(es.body.countries.map((c: any) => c.value)).toContain('España');
  });

  it('lists states of a country and cities of a state', async () => {
    const states = (await get('/api/talents/attributes?language=pt&states=1')).body.states;
    expect(states.length).toBeGreaterThanOrEqual(3);
    const sp = states.find((s: any) => s.value === 'São Paulo');
    const cities = JSON.stringify({ country: 1, state: sp.id });
    const res = await get(
      `/api/talents/attributes?language=pt&cities=${encodeURIComponent(cities)}`,
    );
    expect(Object.keys(res.body)).toEqual(['cities']);
    expect(res.body.cities.map((c: any) => c.value)).toContain('Campinas');
  });

  it('refuses a bad query with 422', async () => {
    expect((await get('/api/talents/attributes?language=fr&countries=1')).status).toBe(422);
    expect((await get('/api/talents/attributes?cities=notjson')).status).toBe(422);
    expect((await get('/api/talents/attributes?states=abc')).status).toBe(422);
  });
});

describe('talents', () => {
  it('lists a category ordered by name, filtered by gender', async () => {
    const res = await listTalents({
      filters: [
        { property: 'categories', values: [1] },
        { property: 'gender', values: ['woman'] },
      ],
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as any;
    expect(data).toMatchObject({ current_page: 1, per_page: 1000 });
    expect(data.total).toBe(data.data.length);
    expect(data.data.length).toBeGreaterThan(5);
    const names = data.data.map((t: any) => t.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const t of data.data) {
      expect(Object.keys(t).sort()).toEqual([
        'categories',
        'cover',
        'eyes',
        'gender',
        'hair',
        'height_cm',
        'id',
        'name',
        'updated_at',
      ]);
      expect(t.gender).toBe('woman');
      expect(t.categories).toContain(1);
      expect(t.cover).toMatch(new RegExp(`^${server.base}/media/.+\\.jpg$`));
    }
  });

  it('pages with page and paginate', async () => {
    const body = { filters: [{ property: 'categories', values: [1, 2, 2150] }] };
    const all = ((await (await listTalents(body)).json()) as any).data;
    const page2 = (
      (await (await listTalents(body, 'language=pt&paginate=10&page=2')).json()) as any
    ).data;
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((t: any) => t.id)).toEqual(all.data.slice(10, 20).map((t: any) => t.id));
  });

  it('refuses a bad body with 422', async () => {
    expect((await listTalents({ filters: [{ property: 'colour', values: [1] }] })).status).toBe(
      422,
    );
    expect(
      (await listTalents({ filters: [{ property: 'gender', values: ['robot'] }] })).status,
    ).toBe(422);
    expect((await listTalents({ filters: 'nope' })).status).toBe(422);
  });
});

describe('profile', () => {
  it('answers the profile shape with measurement separators', async () => {
    const { status, body } = await get('/api/talent/profile?language=pt&id=5');
    expect(status).toBe(200);
    const p = body.data;
    expect(p).toMatchObject({ id: 5, gender: expect.stringMatching(/^(man|woman)$/) });
    expect(p.height).toMatch(/^\d{3}\/\d\.\d{1,2}$/);
    expect(p.jeans).toMatch(/^\d+x\d+$/);
    expect(p.waist).toMatch(/^\d+\/\d+(\.5)?$/);
    expect(p.shoes).toMatch(/^\d+ BR$/);
    expect(p.compo.photos).toHaveLength(4);
    expect(p.book.length).toBeGreaterThanOrEqual(10);
    for (const item of p.book) expect(['image', 'double']).toContain(item.type);
  });

  it('holds the variants the site must handle', async () => {
    const profiles = await Promise.all(
      [1, 2, 3, 4].map(async (id) => (await get(`/api/talent/profile?id=${id}`)).body.data),
    );
    const [bare, snapsOnly, videosOnly, noCompo] = profiles;
    expect([bare.book, bare.snap, bare.video, bare.compo]).toEqual([[], [], [], null]);
    expect(snapsOnly.snap.length).toBeGreaterThan(0);
    expect(snapsOnly.book).toEqual([]);
    expect(videosOnly.video[0]).toMatchObject({
      type: 'video',
      provider: expect.stringMatching(/youtube|vimeo/),
    });
    expect(noCompo.compo).toBeNull();
  });

  it('answers 404 for an unknown talent', async () => {
    expect(await get('/api/talent/profile?language=pt&id=999999')).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
    expect((await get('/api/talent/profile?language=pt&id=abc')).status).toBe(404);
  });
});
