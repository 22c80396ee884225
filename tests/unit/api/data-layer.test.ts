import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../agency-api/tests/helpers';

// The site's data layer against a real agency API (tokens that live 1 s),
// a port where nothing listens, and a server that answers garbage.
let agency: TestServer;
let garbage: Server;
let garbageUrl: string;

beforeAll(async () => {
  agency = await startServer({ tokenTtlSeconds: 1 });
  garbage = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"access_token":"x","data":"this is not what the site expects"}');
  });
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
  garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await agency.close();
  await new Promise((resolve) => garbage.close(resolve));
});

/** Fresh copies of the data layer pointed at a base URL (env.ts reads the environment once). */
async function dataLayer(base: string) {
  const { vi } = await import('vitest');
  vi.resetModules();
  process.env.MAIN_API_URL = base;
  process.env.PANEL_API_URL = base;
  process.env.API_TIMEOUT_MS = '2000';
  delete (globalThis as { __agencyTokens?: unknown }).__agencyTokens;
  const talents = await import('@/lib/api/talents');
  const posts = await import('@/lib/api/posts');
  const errors = await import('@/lib/api/errors');
  return { ...talents, ...posts, ...errors };
}

describe('data layer', () => {
  it('reads and reshapes talents, and renews an expired token once', async () => {
    const api = await dataLayer(agency.base);
    const models = await api.listTalents('models', 'pt');
    expect(models.length).toBeGreaterThan(10);
    expect(models[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      cover: expect.stringMatching(/^http/),
      gender: expect.stringMatching(/^(man|woman)$/),
      updatedAt: expect.any(String),
    });
    // Let the token expire, then read again: the 401 is answered by a new token and one retry.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const profile = await api.getTalentProfile(models[0]!.id, 'en');
    expect(profile?.name).toBe(models[0]!.name);
    expect(profile?.measurements.height).toMatch(/\//);
  });

  it('gives null for a talent or a post that does not exist', async () => {
    const api = await dataLayer(agency.base);
    expect(await api.getTalentProfile(999_999, 'pt')).toBeNull();
    expect(await api.getPost('pt', 'no-such-post')).toBeNull();
  });

  it('pages the blog as the agency API does', async () => {
    const api = await dataLayer(agency.base);
    const first = await api.listPosts('es', 1);
    const second = await api.listPosts('es', 2);
    expect(first.posts).toHaveLength(12);
    expect(second.currentPage).toBe(2);
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(second.posts.some((p) => first.posts.some((q) => q.id === p.id))).toBe(false);
  });

  it('throws ApiUnavailableError when the API is down', async () => {
    const api = await dataLayer('http://127.0.0.1:9');
    await expect(api.listTalents('actors', 'pt')).rejects.toBeInstanceOf(api.ApiUnavailableError);
  });

  it('throws ApiUnavailableError when the API answers garbage', async () => {
    const api = await dataLayer(garbageUrl);
    const error = await api.listPosts('pt', 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiUnavailableError);
    expect(String((error as Error).message)).not.toContain('dev-main-key');
  });
});
