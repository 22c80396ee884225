/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourImages, jpeg, scoutForm, sha, SCOUT_FIELDS } from './form-fixtures.js';
import { call, panelToken, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
const MAX = 64 * 1024;

beforeAll(async () => {
  server = await startServer({ maxFileBytes: MAX });
  token = await panelToken(server);
});
afterAll(() => server.close());

const post = (url: string, body: RequestInit['body']) =>
  call(server, token, url, { method: 'POST', body });
/** Lists what sits in uploads/ so a failed upload can be shown to leave nothing behind. */
const uploads = () =>
  fs.existsSync(path.join(server.dataDir, 'uploads'))
    ? fs.readdirSync(path.join(server.dataDir, 'uploads')).sort()
    : [];

describe('get scouted', () => {
  it('stores the submission with its four photos re-encoded as JPEG', async () => {
    const files = await fourImages();
    const res = await post(
      '/api/get-scouted/pt',
      scoutForm(files, SCOUT_FIELDS, { image_1: '../../evil.php' }),
    );
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as any).data;
    const list = (
      (await (await call(server, token, '/api/submissions?kind=get-scouted')).json()) as any
    ).data;
    const stored = list.find((s: any) => s.id === id);
    expect(stored.fields).toMatchObject({
      name: 'Maria Lima',
      country: { label: 'Brasil', value: 1 },
      gender: 'woman',
    });
    expect(stored.fields).not.toHaveProperty('drt'); // empty values are omitted
    expect(stored.files.map((f: any) => f.field)).toEqual([
      'image_1',
      'image_2',
      'image_3',
      'image_4',
    ]);
    for (const f of stored.files) {
      const original = files[f.field]!;
      // Not the bytes sent: decoded and written again, without what the file carried.
      expect(f.sha256).not.toBe(sha(original));
      const download = await call(server, token, new URL(f.url).pathname);
      expect(download.headers.get('content-type')).toBe(f.mime);
      expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(f.sha256);
    }
    expect(stored.files.map((f: any) => f.mime)).toEqual(Array(4).fill('image/jpeg'));
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads', String(id))).sort()).toEqual([
      'image_1.jpg',
      'image_2.jpg',
      'image_3.jpg',
      'image_4.jpg',
    ]);
    expect((await fetch(server.base + new URL(stored.files[0].url).pathname)).status).toBe(401);
  });

  it('refuses missing fields and bad values with 422', async () => {
    const noEmail = { ...SCOUT_FIELDS };
    delete noEmail.email;
    const res = await post(
      '/api/get-scouted/pt',
      scoutForm(await fourImages(), {
        ...noEmail,
        birthdate: '12/04/2001',
        country: 'Brasil',
        gender: 'robot',
      }),
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as any;
    expect(errors).toMatchObject({
      email: ['required'],
      birthdate: ['date'],
      country: ['json'],
      gender: ['in'],
    });
    const badEmail = await post(
      '/api/get-scouted/pt',
      scoutForm(await fourImages(), { ...SCOUT_FIELDS, email: 'nope' }),
    );
    expect(((await badEmail.json()) as any).errors).toEqual({ email: ['email'] });
    const three: Record<string, Buffer> = await fourImages();
    delete three.image_4;
    const missing = await post('/api/get-scouted/pt', scoutForm(three));
    expect(((await missing.json()) as any).errors).toEqual({ image_4: ['required'] });
  });

  it('refuses an oversized file with 413 and stores nothing', async () => {
    const before = uploads();
    const res = await post(
      '/api/get-scouted/pt',
      scoutForm({ ...(await fourImages()), image_2: jpeg(MAX + 10) }),
    );
    expect(res.status).toBe(413);
    expect(uploads()).toEqual(before);
  });

  it('refuses a text file named .jpg with 415', async () => {
    const text = Buffer.from('just some text, not an image');
    const res = await post(
      '/api/get-scouted/pt',
      scoutForm({ ...(await fourImages()), image_3: text }),
    );
    expect(res.status).toBe(415);
    // Named, so that the form can show the message in that photo's slot.
    expect(((await res.json()) as { field?: string }).field).toBe('image_3');
  });

  it('refuses a fifth file or a repeated file field with 422', async () => {
    const five = await post(
      '/api/get-scouted/pt',
      scoutForm({ ...(await fourImages()), image_5: jpeg() }),
    );
    expect(five.status).toBe(422);
    const dup = scoutForm(await fourImages());
    dup.append('image_1', new Blob([new Uint8Array(jpeg())]), 'again.jpg');
    expect((await post('/api/get-scouted/pt', dup)).status).toBe(422);
  });

  it('lists submissions newest first, filters by kind, and keeps nothing refused', async () => {
    const contact = new URLSearchParams({ name: 'Ana', phone: '1', message: 'after the upload' });
    expect((await post('/api/contact/pt', contact)).status).toBe(201);
    const all = ((await (await call(server, token, '/api/submissions')).json()) as any).data;
    expect(all.map((s: any) => s.kind)).toEqual(['contact', 'get-scouted']);
    expect(all[0].id).toBeGreaterThan(all[1].id);
    const scouted = (await (
      await call(server, token, '/api/submissions?kind=get-scouted')
    ).json()) as any;
    expect(scouted.data.map((s: any) => s.id)).toEqual([all[1].id]);
    // Only the accepted submission has a folder; refused uploads left no files and no temp folders.
    expect(uploads()).toEqual([String(all[1].id)]);
    expect((await call(server, token, '/api/submissions?kind=nope')).status).toBe(422);
  });
});
