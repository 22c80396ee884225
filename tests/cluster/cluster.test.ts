import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from '../../agency-api/src/db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.mjs';
import { actionFieldsIn, answerIn, cookiesOf, sendForm } from '../e2e/support/actions';
import { clusterTestPorts } from './ports';

// The site as it runs for a burst of visitors (`npm run start:cluster`): nginx
// in front of two instances of the production build that share Redis, the
// agency API behind them. What a visitor and the agency see: a page the agency
// revalidated through one instance is fresh on the other, the form limit
// counts across instances, an instance that dies costs no request nginx can
// retry, and a Redis that goes away costs no visitor an error.

const root = new URL('../..', import.meta.url).pathname;
const secret = 'cluster-test-secret';
const FORM_LIMIT = 4;
/** How long nginx keeps a page here (10 s by default). */
const PROXY_HTML_MAX_AGE = 2;
let cluster: Cluster;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'agency-cluster-test-'));
  cluster = await startCluster({
    root,
    instances: 2,
    ports: clusterTestPorts(),
    dataDir,
    siteEnv: { REVALIDATE_SECRET: secret, FORM_RATE_LIMIT: String(FORM_LIMIT) },
    proxyHtmlMaxAge: PROXY_HTML_MAX_AGE,
    quiet: true,
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function text(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  expect(response.status, url).toBe(200);
  return response.text();
}

/** Renames the English posts in the agency API's database, as the agency's back office would. */
function renamePosts(prefix: string) {
  const db = new Database(join(dataDir, 'agency.sqlite'));
  try {
    db.prepare(
      `UPDATE posts SET title = ? || substr(title, instr(title, ' ') + 1)
       WHERE lang = 'en' AND title LIKE '[%'`,
    ).run(`[${prefix}] `);
    db.prepare(`UPDATE posts SET title = ? || title WHERE lang = 'en' AND title NOT LIKE '[%'`).run(
      `[${prefix}] `,
    );
  } finally {
    db.close();
  }
}

const marked = (html: string, prefix: string) => html.split(`[${prefix}] `).length - 1;

async function revalidate(siteUrl: string, tag: string) {
  const response = await fetch(`${siteUrl}/api/revalidate?tag=${tag}`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret },
  });
  expect(response.status).toBe(200);
}

/**
 * The contact form posted empty to its Server Action, as a browser without
 * scripts posts it: the site answers it as invalid, it counts toward the
 * limit and stores nothing. The answer's notice says which.
 */
async function postForm(siteUrl: string, forwardedFor?: string) {
  const page = await fetch(`${siteUrl}/en/contact`);
  const body = new FormData();
  for (const [name, value] of Object.entries(actionFieldsIn(await page.text())))
    body.append(name, value);
  body.append('lang', 'en');
  const response = await fetch(`${siteUrl}/en/contact`, {
    method: 'POST',
    headers: { origin: siteUrl, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body,
  });
  const cache = response.headers.get('x-cache-status');
  return { state: answerIn(await response.text()).status, cache };
}

async function health(siteUrl: string) {
  return (await (await fetch(`${siteUrl}/api/health`)).json()) as { sharedStore: string };
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

type Answer = { status: number; cutShort: boolean };

/**
 * One GET on a connection of its own (no connection kept from an earlier
 * request that nginx may have closed meanwhile, as it does with idle ones
 * when it reloads). `cutShort`: the answer began but its body never ended.
 */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      let settled = false;
      const settle = (cutShort: boolean) => {
        if (settled) return;
        settled = true;
        resolve({ status, cutShort });
        request.destroy();
      };
      response.on('end', () => settle(!response.complete));
      response.on('aborted', () => settle(true));
      response.on('error', () => settle(true));
      response.on('close', () => settle(!response.complete));
      response.resume();
    });
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
  });
}

/**
 * GETs sent `concurrency` at a time for `ms`: their statuses, each failure
 * described (a status other than 200, or no answer), and the answers that
 * began but were cut short.
 */
async function load(urls: string[], ms: number, concurrency = 8) {
  const statuses: number[] = [];
  const failures: string[] = [];
  const cutShort: string[] = [];
  const slow: string[] = [];
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i += concurrency) {
        const url = urls[i % urls.length]!;
        try {
          const sent = Date.now();
          const answer = await get(url);
          if (Date.now() - sent > 500) slow.push(`${url} ${Date.now() - sent} ms`);
          statuses.push(answer.status);
          if (answer.cutShort) cutShort.push(url);
          else if (answer.status !== 200) failures.push(`${url}: ${answer.status}`);
        } catch (error) {
          statuses.push(0);
          failures.push(`${url}: ${(error as Error).message}`);
        }
      }
    }),
  );
  return { statuses, failures, cutShort, slow };
}

/** The server errors (status 500 and up) the site instances logged so far. */
function loggedServerErrors(): string[] {
  const logs = readdirSync(cluster.runDir).filter((name) => /^site-\d+\.log$/.test(name));
  return logs.flatMap((name) =>
    readFileSync(join(cluster.runDir, name), 'utf8')
      .split('\n')
      .filter((line) => /"status":5\d\d/.test(line)),
  );
}

describe('through nginx', () => {
  it('serves the pages in three languages, and a page a second time from its cache', async () => {
    for (const path of ['/', '/en/models', '/es/blog', '/sobre-nos']) {
      const response = await fetch(`${cluster.proxyUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
    await fetch(`${cluster.proxyUrl}/en/about-us`);
    const again = await fetch(`${cluster.proxyUrl}/en/about-us`);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
  });

  it('keeps the lists, their parts and the profiles as it keeps the home page', async () => {
    const list = await (await fetch(`${cluster.proxyUrl}/modelos`)).text();
    const profile = list.match(/href="(\/modelos\/\d+\/[^"#]+)"/)?.[1];
    expect(profile).toBeTruthy();
    for (const path of ['/', '/modelos', '/en/models/page/2', '/es/modelos/mas/2', profile!]) {
      await until(
        async () =>
          (await fetch(`${cluster.proxyUrl}${path}`)).headers.get('x-cache-status') === 'HIT',
      );
      const again = await fetch(`${cluster.proxyUrl}${path}`);
      expect(again.status, path).toBe(200);
      expect(again.headers.get('x-cache-status'), path).toBe('HIT');
    }
    // The visitor's question is the instances' to answer, every time.
    for (let i = 0; i < 2; i++) {
      const search = await fetch(`${cluster.proxyUrl}/modelos/busca?gender=woman`);
      expect(search.status).toBe(200);
      expect(search.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('never answers a form or a visitor with cookies from its cache', async () => {
    for (let i = 0; i < 2; i++) {
      const form = await postForm(cluster.proxyUrl, undefined);
      expect(form.cache).toBeNull();
      expect(form.state).toBe('invalid');
    }
    await fetch(`${cluster.proxyUrl}/en/contact`);
    const withCookie = await fetch(`${cluster.proxyUrl}/en/contact`, {
      headers: { cookie: 'session=1' },
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('x-cache-status')).not.toBe('HIT');
  });

  it("serves the build's script files as immutable", async () => {
    const html = await text(`${cluster.proxyUrl}/`);
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(`${cluster.proxyUrl}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it("keeps the site's security headers", async () => {
    const direct = await fetch(`${cluster.siteUrls[0]}/en/models`);
    const proxied = await fetch(`${cluster.proxyUrl}/en/models`);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      expect(proxied.headers.get(name), name).toBe(direct.headers.get(name));
    }
  });

  it('does not tell visitors the internal address of a rewritten page', async () => {
    // Next adds it after the proxy has run; nginx hides it (deploy/nginx.conf).
    const profile = `${cluster.proxyUrl}/modelos/1/x`;
    for (const page of [
      `${cluster.proxyUrl}/en/models/search?gender=woman`,
      `${cluster.proxyUrl}/modelos`,
      profile,
    ]) {
      const response = await fetch(page, { redirect: 'manual' });
      expect(response.status, page).toBeLessThan(500);
      expect(response.headers.get('x-middleware-rewrite'), page).toBeNull();
    }
  });
});

describe('two instances, one cache', () => {
  it('a page revalidated through instance 1 is fresh on instance 2', async () => {
    const [first, second] = cluster.siteUrls as [string, string];
    await text(`${second}/en/blog`);
    renamePosts('edited');
    // Still the cached page: the database alone changes nothing…
    expect(marked(await text(`${second}/en/blog`), 'edited')).toBe(0);
    // …until the agency revalidates the posts through the other instance.
    await revalidate(first, 'posts');
    expect(marked(await text(`${second}/en/blog`), 'edited')).toBeGreaterThan(0);
    expect(marked(await text(`${first}/en/blog`), 'edited')).toBeGreaterThan(0);
  });

  it('and reaches visitors through nginx once its short copy there is older than its lifetime', async () => {
    // A post: a cached page, which nginx keeps for its short lifetime.
    const post = /href="(\/en\/blog\/\d+\/[^"?#]+)"/.exec(
      await text(`${cluster.siteUrls[0]!}/en/blog`),
    )?.[1];
    expect(post).toBeDefined();
    const page = `${cluster.proxyUrl}${post}`;
    await until(async () => (await fetch(page)).headers.get('x-cache-status') === 'HIT');
    renamePosts('proxied');
    await revalidate(cluster.siteUrls[0]!, 'posts');
    const revalidatedAt = Date.now();
    let fresh = 0;
    await until(async () => {
      fresh = marked(await text(page), 'proxied');
      return fresh > 0;
    }, 10_000);
    // Within nginx's lifetime of a page, plus the request that refreshes it.
    expect(Date.now() - revalidatedAt).toBeLessThan((PROXY_HTML_MAX_AGE + 3) * 1000);
  });

  it('the form limit counts across instances', async () => {
    const [first, second] = cluster.siteUrls as [string, string];
    // Each instance alone would allow FORM_LIMIT; together they allow FORM_LIMIT.
    const address = '198.51.100.23';
    const statuses: (string | null)[] = [];
    for (let i = 0; i < FORM_LIMIT + 2; i++)
      statuses.push((await postForm(i % 2 ? second : first, address)).state);
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill('invalid'), 'limited', 'limited']);
    // Another visitor is not refused.
    expect((await postForm(second, '198.51.100.24')).state).toBe('invalid');
  });
});

/** The tally the board at `url` shows for talent `id`. */
async function tallyOf(url: string, id: string) {
  const html = await text(url);
  const entry = html.split(`data-talent="${id}"`)[1] ?? '';
  return /data-testid="tally"[^>]*>([^<]*)</.exec(entry)?.[1];
}

describe('two instances, one database', () => {
  it('runs the instances on PostgreSQL', () => {
    expect(cluster.databaseUrl).toMatch(/^postgres:\/\/.+:5\d{3}\//);
  });

  it('a board made and marked through one instance shows the mark through the other', async () => {
    const [first, second] = cluster.siteUrls as [string, string];
    const ids = [
      ...new Set(
        [...(await text(`${first}/en/models`)).matchAll(/href="\/en\/models\/(\d+)\//g)].map(
          (match) => match[1]!,
        ),
      ),
    ].slice(0, 3);
    expect(ids).toHaveLength(3);

    // Made through the first instance…
    const made = await sendForm(`${first}/en/favorites?ids=${ids.join(',')}`, 'create-board', {
      ids: ids.join(','),
      lang: 'en',
    });
    expect(made.status).toBe(303);
    const path = new URL(made.headers.get('location')!, first).pathname;
    expect(path).toMatch(/^\/en\/review\/[\w-]{22}$/);

    // …joined and marked through the second…
    const board = { board: path.split('/').at(-1)!, lang: 'en' };
    const joined = await sendForm(`${second}${path}`, 'join-board', { ...board, name: 'Ana' });
    expect(joined.status).toBe(200);
    const cookie = cookiesOf(joined);
    expect(cookie).toMatch(/^review-/);
    const marked = await sendForm(
      `${second}${path}`,
      'talent-review-form',
      { ...board, talent: ids[0]!, mark: 'yes', comment: 'Seen on both' },
      cookie,
    );
    expect(marked.status).toBe(200);

    // …and seen through the first, and through nginx.
    expect(await tallyOf(`${first}${path}`, ids[0]!)).toBe('Yes 1');
    expect(await tallyOf(`${cluster.proxyUrl}${path}`, ids[0]!)).toBe('Yes 1');
    expect(await text(`${first}${path}`)).toContain('Seen on both');
  });
});

describe('an instance that dies', () => {
  it('loses no request nginx could retry, and the site stays up', async () => {
    const urls = ['/en/models', '/api/health', '/es/blog', '/en/about-us', '/api/health'].map(
      (path) => `${cluster.proxyUrl}${path}`,
    );
    try {
      const running = load(urls, 4_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster.killInstance(1, { signal: 'SIGKILL' });
      const during = await running;
      expect(during.statuses.length).toBeGreaterThan(50);
      expect(during.failures).toEqual([]);
      // What no one can send again: answers the killed instance had begun,
      // at most one per request in flight (8 at a time, shared by two instances).
      expect(during.cutShort.length).toBeLessThanOrEqual(4);
      // Later requests, those that reached the dead instance's turn included.
      const after = await load(urls, 1_000, 4);
      expect(after.failures).toEqual([]);
      expect(after.cutShort).toEqual([]);
    } finally {
      await cluster.startInstance(1);
    }
    expect((await fetch(`${cluster.siteUrls[1]}/api/health`)).status).toBe(200);
  }, 60_000);
});

describe('Redis that goes away', () => {
  it('degrades to each instance on its own, without an error to visitors, and recovers', async () => {
    const [first, second] = cluster.siteUrls as [string, string];
    await cluster.stopRedis();
    await until(async () => (await health(first)).sharedStore === 'unavailable');
    await until(async () => (await health(second)).sharedStore === 'unavailable');

    const urls = [
      '/',
      '/en/models',
      '/es/blog',
      '/en/talents-that-do-not-exist',
      '/modelos/999999/nobody',
    ];
    const { statuses, failures, cutShort, slow } = await load(
      [...urls.map((path) => `${cluster.proxyUrl}${path}`), `${second}/en/about-us`],
      2_000,
      4,
    );
    expect(statuses.length, slow.join(', ')).toBeGreaterThan(10);
    expect(failures.filter((failure) => !/: 404$/.test(failure))).toEqual([]);
    expect(cutShort).toEqual([]);
    // The limit still holds, per instance.
    const statusesWithout: (string | null)[] = [];
    for (let i = 0; i < FORM_LIMIT + 1; i++)
      statusesWithout.push((await postForm(first, '198.51.100.40')).state);
    expect(statusesWithout).toEqual([...Array(FORM_LIMIT).fill('invalid'), 'limited']);
    // A revalidation is not refused (it reaches this instance's own copies).
    await revalidate(first, 'posts');

    await cluster.startRedis();
    await until(async () => (await health(first)).sharedStore === 'connected');
    await until(async () => (await health(second)).sharedStore === 'connected');
    // Shared again: a revalidation through one instance reaches the other.
    await text(`${second}/en/blog`);
    renamePosts('again');
    expect(marked(await text(`${second}/en/blog`), 'again')).toBe(0);
    await revalidate(first, 'posts');
    expect(marked(await text(`${second}/en/blog`), 'again')).toBeGreaterThan(0);
    expect(loggedServerErrors()).toEqual([]);
  }, 90_000);
});
