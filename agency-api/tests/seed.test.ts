/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import fs from 'node:fs';
import path from 'node:path';
import Database from '../src/db/sqlite.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mainToken, panelToken, postJson, startServer, type TestServer } from './helpers.js';

let first: TestServer;

beforeAll(async () => {
  first = await startServer();
});
afterAll(() => fs.rmSync(first.dataDir, { recursive: true, force: true }));

async function snapshot(s: TestServer) {
  const main = await mainToken(s);
  const panel = await panelToken(s);
  const talents = await postJson(s, main, '/api/talents?language=pt&paginate=1000', {
    filters: [],
  });
  const posts = await call(s, panel, '/api/posts/blog/pt?paginate=100');
  const submissions = await call(s, panel, '/api/submissions');
  return {
    talents: ((await talents.json()) as any).data,
    posts: ((await posts.json()) as any).data,
    submissions: ((await submissions.json()) as any).data.map((x: any) => x.id),
  };
}

describe('seeding', () => {
  it('seeds the default size with distinct talent names', async () => {
    const { talents } = await snapshot(first);
    expect(talents.total).toBe(60);
    expect(new Set(talents.data.map((t: any) => t.name)).size).toBe(60);
  });

  it('does not wipe or duplicate data when started again on the same folder', async () => {
    const panel = await panelToken(first);
    const sent = await call(first, panel, '/api/contact/pt', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ana', phone: '1', message: 'kept across restarts' }),
    });
    expect(sent.status).toBe(201);
    const before = await snapshot(first);
    await first.close(false);

    const again = await startServer({ dataDir: first.dataDir });
    try {
      const after = await snapshot(again);
      // Only the port differs between the two runs, so compare without the origin.
      const strip = (v: unknown) =>
        JSON.parse(JSON.stringify(v).replace(/http:\/\/127\.0\.0\.1:\d+/g, ''));
      expect(strip(after)).toEqual(strip(before));
      expect(after.submissions).toHaveLength(1);
    } finally {
      await again.close(false);
    }
  });

  it('is deterministic and can answer home with the video slides', async () => {
    const other = await startServer({ homeSlides: 'video' });
    try {
      const a = (await snapshot(other)).talents.data
        .slice(0, 5)
        .map((t: any) => [t.id, t.name, t.updated_at]);
      const reopened = await startServer({ dataDir: first.dataDir });
      const b = (await snapshot(reopened)).talents.data
        .slice(0, 5)
        .map((t: any) => [t.id, t.name, t.updated_at]);
      await reopened.close(false);
      expect(a).toEqual(b);
      const slides = (
        (await (await call(other, await panelToken(other), '/api/slides/home')).json()) as any
      ).data;
      expect(slides[0]).toMatchObject({
        type: 'video',
        video_provider: 'vimeo',
        video_id: '76979871',
      });
    } finally {
      await other.close();
    }
  });

  it('gives the seeded posts of a folder seeded before translations their links on the next start', async () => {
    const server = await startServer();
    await server.close(false);
    // As such a folder is once the column is added: no keys, and one post the agency retitled.
    const db = new Database(path.join(server.dataDir, 'agency.sqlite'));
    db.exec('UPDATE posts SET translation_key = NULL');
    const [kept, retitled] = db
      .prepare("SELECT id FROM posts WHERE lang = 'en' ORDER BY id LIMIT 2")
      .all() as { id: number }[];
    db.prepare("UPDATE posts SET title = 'Written by the agency' WHERE id = ?").run(retitled!.id);
    db.close();
    const again = await startServer({ dataDir: server.dataDir });
    try {
      const panel = await panelToken(again);
      const post = async (id: number) =>
        ((await (await call(again, panel, `/api/posts/blog/en/${id}`)).json()) as any).data;
      expect((await post(kept!.id)).translations.map((t: any) => t.lang)).toEqual(['es', 'pt']);
      expect((await post(retitled!.id)).translations).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
