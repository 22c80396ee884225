/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import { PDFDocument } from 'pdf-lib';
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

describe('media and composite card', () => {
  it('serves images with long cache headers', async () => {
    const { body } = await get('/api/talent/profile?id=5');
    const res = await fetch(body.data.cover);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await fetch(`${server.base}/media/../agency.sqlite`)).status).toBe(404);
  });

  it('builds a two-page PDF quickly', async () => {
    const started = Date.now();
    const res = await postJson(server, token, '/api/download/compo', {
      id: 5,
      name: 'x',
      lang: 'en',
      compo: 'compo',
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe('%PDF');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 396, height: 612 });
  });

  it('builds a card for a talent with only a cover, and 404s unknown ids', async () => {
    const res = await postJson(server, token, '/api/download/compo', {
      id: 1,
      name: 'x',
      lang: 'pt',
    });
    expect(res.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount()).toBe(
      2,
    );
    expect((await postJson(server, token, '/api/download/compo', { id: 999999 })).status).toBe(404);
  });
});
