/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from './form-fixtures.js';
import { call, panelToken, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await panelToken(server);
});
afterAll(() => server.close());

const post = (url: string, body: RequestInit['body']) =>
  call(server, token, url, { method: 'POST', body });
describe('contact and favorites', () => {
  it('stores a contact sent urlencoded or multipart', async () => {
    const res = await post(
      '/api/contact/pt',
      new URLSearchParams({ name: 'Ana', phone: '123', message: 'Olá' }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as any).data.id).toBeTypeOf('number');
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Ana', phone: '123', message: 'Hi' }))
      form.append(k, v);
    expect((await post('/api/contact/en', form)).status).toBe(201);
  });

  it('refuses an incomplete or oversized contact with 422', async () => {
    const res = await post('/api/contact/pt', new URLSearchParams({ name: 'Ana', phone: ' ' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { phone: ['required'], message: ['required'] },
    });
    const long = new URLSearchParams({ name: 'Ana', phone: '1', message: 'x'.repeat(5001) });
    expect((await post('/api/contact/pt', long)).status).toBe(422);
    expect(
      (await post('/api/contact/fr', new URLSearchParams({ name: 'a', phone: '1', message: 'm' })))
        .status,
    ).toBe(404);
  });

  it('stores favorites and refuses an empty or broken list', async () => {
    const base = { name: 'Ana', phone: '1', message: 'Quote please' };
    const ok = new URLSearchParams({
      ...base,
      favorites: JSON.stringify({ 5: { id: 5, name: 'Gabriela' } }),
    });
    expect((await post('/api/favorites/pt', ok)).status).toBe(201);
    for (const favorites of ['{}', '[]', 'not json']) {
      const res = await post('/api/favorites/pt', new URLSearchParams({ ...base, favorites }));
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as any).errors)).toEqual(['favorites']);
    }
    expect((await post('/api/favorites/pt', new URLSearchParams(base))).status).toBe(422);
  });

  it('refuses more than 200 favorites in one quote', async () => {
    const base = { name: 'Ana', phone: '1', message: 'Quote please' };
    const list = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i + 1 })));
    const many = await post(
      '/api/favorites/pt',
      new URLSearchParams({ ...base, favorites: list(201) }),
    );
    expect(many.status).toBe(422);
    expect(((await many.json()) as any).errors).toEqual({ favorites: ['max'] });
    const enough = new URLSearchParams({ ...base, favorites: list(200) });
    expect((await post('/api/favorites/pt', enough)).status).toBe(201);
  });

  it('refuses a file sent with a contact, and lists what was stored', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'A', phone: '1', message: 'm' })) form.append(k, v);
    form.append('image_1', new Blob([new Uint8Array(jpeg())]), 'a.jpg');
    expect((await post('/api/contact/pt', form)).status).toBe(422);
    const list = (await (await call(server, token, '/api/submissions')).json()) as any;
    const kinds = list.data.map((s: any) => s.kind);
    expect(kinds).toEqual(['favorites', 'favorites', 'contact', 'contact']);
    expect(list.data.findLast((s: any) => s.kind === 'favorites').fields.favorites).toEqual({
      5: { id: 5, name: 'Gabriela' },
    });
    expect(list.data.every((s: any) => s.files.length === 0)).toBe(true);
  });
});
