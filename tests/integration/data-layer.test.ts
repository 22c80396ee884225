import { EMPTY_QUERY } from '@/lib/talents/list-query';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, waitFor, type TestServer } from '../../agency-api/tests/helpers';

// The site's data layer against a real agency API (tokens that live 2 s),
// a port where nothing listens, and a server that answers garbage.
let agency: TestServer;
let garbage: Server;
let garbageUrl: string;

// The agency API writes down every token it issues (AGENCY_API_TOKEN_LOG, read
// on each sign-in), so the test sees when the site signs in.
const work = mkdtempSync(join(tmpdir(), 'data-layer-'));
const tokenLog = join(work, 'tokens.txt');
const issuedTokens = () =>
  existsSync(tokenLog) ? readFileSync(tokenLog, 'utf8').split('\n').filter(Boolean) : [];

beforeAll(async () => {
  process.env.AGENCY_API_TOKEN_LOG = tokenLog;
  agency = await startServer({ tokenTtlSeconds: 2 });
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
  delete process.env.AGENCY_API_TOKEN_LOG;
  rmSync(work, { recursive: true, force: true });
});

/** Fresh copies of the data layer pointed at a base URL (env.ts reads the environment once). */
async function dataLayer(base: string) {
  const { vi } = await import('vitest');
  vi.resetModules();
  process.env.MAIN_API_URL = base;
  process.env.PANEL_API_URL = base;
  process.env.API_TIMEOUT_MS = '2000';
  delete (globalThis as { __agencyTokens?: unknown }).__agencyTokens;
  delete (globalThis as { __agencyApiReachability?: unknown }).__agencyApiReachability;
  const talents = await import('@/lib/agency-api/talents');
  const profiles = await import('@/lib/agency-api/profile');
  const posts = await import('@/lib/agency-api/posts');
  const errors = await import('@/lib/agency-api/errors');
  return { ...talents, ...profiles, ...posts, ...errors };
}

describe('data layer', () => {
  it('reads and reshapes talents, and renews an expired token once', async () => {
    const api = await dataLayer(agency.base);
    const before = issuedTokens().length;
    const all = await api.listAllTalents('models', 'pt');
    expect(all.length).toBeGreaterThan(10);
    const { talents: models, total } = await api.getTalentPage('models', 'pt', EMPTY_QUERY);
    expect(total).toBe(all.length);
    expect(models.map((t) => t.id)).toEqual(all.slice(0, models.length).map((t) => t.id));
    expect(models[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      cover: expect.stringMatching(/^http/),
      gender: expect.stringMatching(/^(man|woman)$/),
      updatedAt: expect.any(String),
      heightCm: expect.any(Number),
      hair: expect.any(String),
      eyes: expect.any(String),
      licenses: expect.arrayContaining([1]),
    });
    // The token the site signed in with, until the agency API refuses it.
    const [signedIn] = issuedTokens().slice(before);
    expect(signedIn).toBeDefined();
    await waitFor(
      async () => (await call(agency, signedIn!, '/api/talents/attributes')).status === 401,
    );
    // Read again: the 401 is answered by one new token and one retry.
    const profile = await api.getTalentProfile(models[0]!.id, 'en');
    expect(profile?.name).toBe(models[0]!.name);
    expect(profile?.measurements.height).toMatch(/\//);
    const renewed = issuedTokens().slice(before);
    expect(renewed).toHaveLength(2);
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

  it("reads a post's translations, each in a language of the site", async () => {
    const api = await dataLayer(agency.base);
    const [first] = (await api.listPosts('pt', 1)).posts;
    const post = await api.getPost('pt', String(first!.id));
    expect(post!.translations.map((t) => t.locale)).toEqual(['en', 'es']);
    const en = post!.translations.find((t) => t.locale === 'en')!;
    const translated = await api.getPost('en', String(en.id));
    expect(translated!.slug).toBe(en.slug);
    expect(translated!.translations).toContainEqual({
      locale: 'pt',
      id: first!.id,
      slug: first!.slug,
    });
  });

  it('throws ApiUnavailableError when the API is down', async () => {
    const api = await dataLayer('http://127.0.0.1:9');
    await expect(api.listAllTalents('actors', 'pt')).rejects.toBeInstanceOf(
      api.ApiUnavailableError,
    );
  });

  it('throws ApiUnavailableError when the API answers garbage', async () => {
    const api = await dataLayer(garbageUrl);
    const error = await api.listPosts('pt', 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiUnavailableError);
    expect(String((error as Error).message)).not.toContain('dev-main-key');
  });
});
