/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, panelToken, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await panelToken(server);
});
afterAll(() => server.close());

const get = async (url: string) => {
  const res = await call(server, token, url);
  return { status: res.status, body: (await res.json()) as any };
};

describe('contents and social media', () => {
  it('answers about_us and privacy per language, with HTML', async () => {
    const pt = await get('/api/contents/about_us/pt/about_us');
    const en = await get('/api/contents/about_us/en/about_us');
    expect(pt.status).toBe(200);
    expect(pt.body.data).toMatchObject({ type: 'about_us', language: 'pt', title: 'Sobre nós' });
    expect(pt.body.data.content).toMatch(/<h2>.*<p>.*<ul>.*<a href=/s);
    expect(en.body.data.content).not.toBe(pt.body.data.content);
    expect((await get('/api/contents/privacy/es/privacy')).body.data.language).toBe('es');
  });

  it('answers 404 for unknown type or language', async () => {
    expect((await get('/api/contents/jobs/pt/jobs')).status).toBe(404);
    expect((await get('/api/contents/about_us/fr/about_us')).status).toBe(404);
  });

  it('lists social media links', async () => {
    const { body } = await get('/api/social-media');
    expect(body.data.instagram.link).toMatch(/^https:\/\/www\.instagram\.com\/.+/);
    for (const key of ['tiktok', 'facebook', 'youtube'])
      expect(body.data[key].link).toMatch(/^https:\/\//);
  });
});

describe('slides', () => {
  it('answers six image slides for home', async () => {
    const { body } = await get('/api/slides/home');
    expect(body.data).toHaveLength(6);
    for (const s of body.data) {
      expect(s).toMatchObject({ type: 'image', video_provider: null, video_id: null });
      expect(s.description.length).toBeGreaterThan(5);
      expect(s.url.desktop).toMatch(/^http.*\/media\/slides\/desktop-\d\.jpg$/);
      expect(s.url.mobile).toMatch(/^http.*\/media\/slides\/mobile-\d\.jpg$/);
    }
  });

  it('describes each slide in the language asked, falling back to its own description', async () => {
    const own = (await get('/api/slides/home')).body.data;
    const pt = (await get('/api/slides/home?language=pt')).body.data;
    const es = (await get('/api/slides/home?language=es')).body.data;
    const fr = (await get('/api/slides/home?language=fr')).body.data;
    expect(pt[0].description).toBe('Modelo de terno de linho numa rua ensolarada');
    expect(es[0].description).toBe('Modelo con traje de lino en una calle soleada');
    expect(fr.map((s: { description: string }) => s.description)).toEqual(
      own.map((s: { description: string }) => s.description),
    );
    expect(pt.map((s: { id: number }) => s.id)).toEqual(own.map((s: { id: number }) => s.id));
  });

  it('answers a video slide first for home-video, and nothing for unknown types', async () => {
    const { body } = await get('/api/slides/home-video');
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({
      type: 'video',
      video_provider: 'vimeo',
      video_id: '76979871',
    });
    expect((await get('/api/slides/nope')).body).toEqual({ data: [] });
  });
});

describe('posts', () => {
  it('pages newest first with total and last page', async () => {
    const p1 = (await get('/api/posts/blog/pt?paginate=12&page=1')).body.data;
    const p2 = (await get('/api/posts/blog/pt?paginate=12&page=2')).body.data;
    expect(p1.total).toBeGreaterThanOrEqual(30);
    expect(p1).toMatchObject({
      current_page: 1,
      per_page: 12,
      last_page: Math.ceil(p1.total / 12),
    });
    expect(p1.data).toHaveLength(12);
    expect(p2.current_page).toBe(2);
    const dates = [...p1.data, ...p2.data].map((p: any) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...p1.data, ...p2.data].map((p: any) => p.id)).size).toBe(24);
    expect(Object.keys(p1.data[0]).sort()).toEqual([
      'cover',
      'created_at',
      'description',
      'id',
      'slug',
      'title',
      'updated_at',
    ]);
    const last = (await get(`/api/posts/blog/pt?paginate=12&page=${p1.last_page}`)).body.data;
    expect(last.data).toHaveLength(p1.total - 12 * (p1.last_page - 1));
    const beyond = (await get('/api/posts/blog/pt?paginate=12&page=99')).body.data;
    expect(beyond).toMatchObject({ data: [], total: p1.total });
  });

  it('caps paginate at 100 and keeps languages apart', async () => {
    expect((await get('/api/posts/blog/en?paginate=500')).body.data.per_page).toBe(100);
    const pt = (await get('/api/posts/blog/pt?paginate=100')).body.data.data.map((p: any) => p.id);
    const es = (await get('/api/posts/blog/es?paginate=100')).body.data.data.map((p: any) => p.id);
    expect(pt.filter((id: number) => es.includes(id))).toEqual([]);
  });

  it('answers a post by slug or id, and 404 otherwise', async () => {
    const first = (await get('/api/posts/blog/en?paginate=1')).body.data.data[0];
    const bySlug = await get(`/api/posts/blog/en/${first.slug}`);
    const byId = await get(`/api/posts/blog/en/${first.id}`);
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.body.data.content).toContain('<p>');
    expect((await get(`/api/posts/blog/pt/${first.id}`)).status).toBe(404);
    expect((await get('/api/posts/blog/en/no-such-post')).status).toBe(404);
    expect((await get('/api/posts/blog/fr')).status).toBe(404);
  });

  it('names the same post in the other languages, both ways', async () => {
    const first = (await get('/api/posts/blog/en?paginate=1')).body.data.data[0];
    const post = (await get(`/api/posts/blog/en/${first.id}`)).body.data;
    expect(post.translations.map((t: any) => t.lang)).toEqual(['es', 'pt']);
    for (const { lang, id, slug } of post.translations) {
      const other = (await get(`/api/posts/blog/${lang}/${id}`)).body.data;
      expect(other.slug).toBe(slug);
      expect(other.id).not.toBe(post.id);
      expect(other.translations).toContainEqual({ lang: 'en', id: post.id, slug: post.slug });
    }
  });

  it('holds one post per language with hostile HTML for the sanitizer', async () => {
    for (const lang of ['pt', 'en', 'es']) {
      const list = (await get(`/api/posts/blog/${lang}?paginate=100`)).body.data.data;
      const posts = await Promise.all(list.map((p: any) => get(`/api/posts/blog/${lang}/${p.id}`)));
      const hostile = posts.filter((p) =>
        p.body.data.content.includes('<script>alert(1)</script>'),
      );
      expect(hostile).toHaveLength(1);
      expect(hostile[0]!.body.data.content).toContain('onerror="alert(2)"');
      expect(hostile[0]!.body.data.content).toContain('href="javascript:alert(3)"');
    }
  });
});
