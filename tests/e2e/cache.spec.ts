import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { privatePorts } from './support/ports';
import { createStack, serveStack } from './support/stack';

// What the agency API sees behind the site: warm pages and the cached routes
// cost it no request, a page shares the data another page already read, and a
// revalidation by tag re-reads that tag's data and nothing else.
const requestLog = join(tmpdir(), `agency-api-requests-${process.pid}.log`);
const secret = 'cache-test-secret';
const stack = createStack({
  ...privatePorts(3260, 4260),
  ownBuild: true,
  apiEnv: { AGENCY_API_REQUEST_LOG: requestLog },
  siteEnv: { REVALIDATE_SECRET: secret },
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => writeFileSync(requestLog, ''));
serveStack(stack, 180_000);
test.afterAll(() => rmSync(requestLog, { force: true }));

/** The agency API requests logged so far (its own health probes aside). */
function apiRequests(): string[] {
  return readFileSync(requestLog, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('GET /api/health'));
}

/** The requests the agency API received while `work` ran. */
async function requestsDuring(work: () => Promise<void>): Promise<string[]> {
  const before = apiRequests().length;
  await work();
  return apiRequests().slice(before);
}

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${stack.siteUrl}${path}`, init);
  expect(response.status, path).toBeLessThan(400);
  return response.text();
}

// A list's later pages and grown lists are cached pages of their own, in the path; a query the
// site does not read (a campaign's tag) is served the cached page.
const pages = [
  '/',
  '/sobre-nos',
  '/en/models',
  '/en/models/more/2',
  '/modelos/pagina/2',
  '/es/blog',
  '/es/blog/pagina/2',
  '/en/contact',
  '/es/reclutamiento',
  '/en/models?utm_source=newsletter',
];
const routes = ['/api/attributes?lang=pt&country=1'];

test('warm pages and the cached routes make no request to the agency API', async () => {
  test.setTimeout(120_000);
  const cold = await requestsDuring(async () => {
    for (const path of [...pages, ...routes]) await get(path);
  });
  expect(cold.length).toBeGreaterThan(0);
  const warm = await requestsDuring(async () => {
    for (const path of [...pages, ...routes]) await get(path);
  });
  expect(warm).toEqual([]);
});

test("a search reads the agency API live each time: it is the visitor's question", async () => {
  const search = '/en/models/search?gender=woman';
  await get(search);
  const again = await requestsDuring(async () => {
    await get(search);
  });
  // (after the probe every page rendered per request makes: is the agency API there?)
  expect(again.filter((line) => !line.startsWith('HEAD '))).toEqual([
    expect.stringMatching(/^POST \/api\/talents\?/),
  ]);
});

test('a grown list reads what its first page already read from the data cache', async () => {
  await get('/en/blog');
  // The blog's first portion again, for the list grown by "show more".
  const shared = await requestsDuring(async () => {
    await get('/en/blog/more/2');
  });
  // (after the probe a page not rendered since the server started makes: is the agency API there?)
  expect(shared.filter((line) => !line.startsWith('HEAD '))).toEqual([
    expect.stringMatching(/^GET \/api\/posts\/blog\/en\?.*page=2/),
  ]);
});

test('revalidating a tag re-reads that data only, and needs the secret and a known tag', async () => {
  await get('/es/blog');
  await get('/sobre-nos');
  const refused = await fetch(`${stack.siteUrl}/api/revalidate?tag=posts`, { method: 'POST' });
  expect(refused.status).toBe(401);
  const unknown = await fetch(`${stack.siteUrl}/api/revalidate?tag=everything`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret },
  });
  expect(unknown.status).toBe(400);

  const revalidated = await fetch(`${stack.siteUrl}/api/revalidate?tag=posts`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret },
  });
  expect(revalidated.status).toBe(200);
  expect(await revalidated.json()).toMatchObject({ revalidated: ['posts'] });

  const after = await requestsDuring(async () => {
    await get('/es/blog');
    await get('/sobre-nos');
  });
  expect(after.some((line) => line.startsWith('GET /api/posts/blog/es'))).toBe(true);
  expect(after.filter((line) => line.includes('/api/contents/'))).toEqual([]);
});
