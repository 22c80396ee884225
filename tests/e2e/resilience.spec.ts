import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { talentsOf } from './support/api';
import { expectNoViolations } from './support/axe';
import { collectErrors } from './support/boxes';
import { failingApi, hungApi } from './support/failing-api';
import { waitForHydration } from './support/hydration';
import { privatePorts } from './support/ports';
import { createStack } from './support/stack';
import { slugify } from '../../lib/talents/slug';

// Creator profiles, which the sitemap lists under influencers: nothing in
// this file renders them before it needs a page never rendered (the site
// serves a copy of the build with an empty page cache). The seed is
// deterministic, so the main suite's API names them.
async function unrenderedProfiles(): Promise<string[]> {
  const creators = await talentsOf(2150);
  return creators.slice(-4).map((t) => `/creators/${t.id}/${slugify(t.name)}`);
}

// One private stack for the whole file: the API is stopped and started while
// the site keeps running. Tokens live 3 s so that they expire during the run
// (the API writes down each one it issues), and the home slides include a video.
const work = mkdtempSync(join(tmpdir(), 'agency-resilience-'));
const tokenLog = join(work, 'tokens.txt');
const issuedTokens = () =>
  existsSync(tokenLog) ? readFileSync(tokenLog, 'utf8').split('\n').filter(Boolean).length : 0;
const ports = privatePorts(3220, 4220);
const stack = createStack({
  ...ports,
  apiEnv: {
    AGENCY_API_TOKEN_TTL: '3',
    AGENCY_API_TOKEN_LOG: tokenLog,
    AGENCY_API_HOME_SLIDES: 'video',
  },
  ownBuild: true,
});

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: stack.siteUrl });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await stack.startSite();
});

test.afterAll(async () => {
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
});

// Pages the agency API is needed for, asked while it is out, with the title of their language:
// cached pages never rendered (a profile, a later page of posts) and a search, read per request.
const needingTheApi = (profile: string) =>
  [
    [profile, 'Servicio no disponible'],
    ['/es/sobre-nosotros', 'Servicio no disponible'],
    ['/en/blog/page/4', 'Service unavailable'],
    ['/en/models/search?gender=woman', 'Service unavailable'],
    ['/selecao?ids=1,2', 'Serviço indisponível'],
  ] as const;

/** The translated unavailable page, status 503 with Retry-After, answered within 3 s. */
async function expectUnavailable(request: APIRequestContext, path: string, title: string) {
  const started = Date.now();
  const response = await request.get(path);
  // The issue's own check: the server's answer, not the page's load, comes within 3 s.
  expect(Date.now() - started, path).toBeLessThan(3_000);
  expect(response.status(), path).toBe(503);
  expect(response.headers()['retry-after'], path).toBe('30');
  expect(await response.text(), path).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
}

test('with an agency API that hangs, pages it is needed for answer the translated 503 page within 3 s', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const [, profile] = await unrenderedProfiles();
  // The server's first render loads its code; that is not what is timed.
  await request.get('/en/no-such-page');
  const hung = await hungApi(ports.apiPort);
  try {
    for (const [path, title] of needingTheApi(`/es${profile}`)) {
      await expectUnavailable(request, path, title);
    }
  } finally {
    await hung.close();
  }
});

test('the site starts with the API down, serves its unavailable page, and recovers without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [profile] = await unrenderedProfiles();
  expect((await request.get('/api/health')).status()).toBe(503);
  const down = await request.get(profile!);
  expect(down.status()).toBe(503);
  expect(await down.text()).toContain('Serviço indisponível');
  // The unavailable page, as a visitor sees it, is accessible too.
  const [, , shown] = await unrenderedProfiles();
  await page.goto(`/en${shown!}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service unavailable');
  await expect(page).toHaveTitle(/^Service unavailable/);
  // The page's own and the one Next adds to an error status: neither lets it be indexed.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /^noindex/);
  await expect(page.locator('meta[name="robots"]:not([content^="noindex"])')).toHaveCount(0);
  await expectNoViolations(page);
  await stack.startApi();
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ site: 'ok', mainApi: 'ok', panelApi: 'ok' });
  const up = await page.goto(profile!);
  expect(up?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Serviço indisponível');
});

test('a home with a video slide shows its poster instead of the slideshow', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('video-poster')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play the video' })).toBeVisible();
  await expect(page.getByTestId('slideshow')).toHaveCount(0);
});

test('with tokens that expire every 3 s, page views over ten expiries have no error', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const list = await page.goto('/modelos');
  expect(list?.status()).toBe(200);
  const profiles = await page
    .locator('#talent-grid a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  // Views that ask the API with whatever token the site holds: a profile
  // never rendered before, the next page of posts, the location lists of the
  // recruitment form (each until it is in the site's cache), and the health
  // check, which always reads live.
  const views: Array<() => Promise<import('@playwright/test').APIResponse>> = [
    // Each profile once, then again (from the cache) once all were seen.
    () => request.get(profiles[count % profiles.length]!),
    () => request.get(`/en/blog/page/${2 + (Math.floor(Date.now() / 1000) % 2)}`),
    () => request.get('/api/attributes?lang=es&country=1'),
    () => request.get('/api/health'),
  ];
  let count = 0;
  const failures: string[] = [];
  // Views go on until the site has signed in again ten times: it asks for a
  // token only when the one it holds is refused, here because it expired.
  for (let expiry = 0; expiry < 10; expiry += 1) {
    const before = issuedTokens();
    await expect
      .poll(
        async () => {
          const response = await views[count % views.length]!();
          count += 1;
          if (response.status() !== 200) failures.push(`${response.status()} ${response.url()}`);
          return issuedTokens();
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toBeGreaterThan(before);
  }
  expect(failures).toEqual([]);
});

test('with the API stopped, rendered pages and those needing no API are served, and the others answer the translated 503 page within 3 s, without an error in the console', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The pages visitors come for, cached before the outage: a list, its later page and a profile.
  const list = await request.get('/en/models');
  const profile = (await list.text()).match(/href="(\/en\/models\/\d+\/[^"#]+)"/)?.[1];
  expect(profile).toBeTruthy();
  const kept = ['/en/models', '/en/models/page/2', profile!];
  const before = new Map<string, string>();
  for (const path of kept) {
    const html = await (await request.get(path)).text();
    before.set(path, html.match(/<h1[^>]*>([^<]*)</)?.[1] ?? '');
  }
  const rendered = await page.goto('/sobre-nos');
  expect(rendered?.status()).toBe(200);
  const content = await page.locator('main').innerText();
  // The pages its links prefetched are rendered before the API stops: one
  // whose render the outage cuts short is not in the cache (and answers 500).
  await page.waitForLoadState('networkidle');
  await stack.stopApi();
  const again = await page.goto('/sobre-nos');
  expect(again?.status()).toBe(200);
  expect(await page.locator('main').innerText()).toBe(content);
  // The last good page, from the page cache.
  for (const path of kept) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect((await response.text()).match(/<h1[^>]*>([^<]*)</)?.[1], path).toBe(before.get(path));
  }
  const [, , , fresh] = await unrenderedProfiles();
  const cases = needingTheApi(`/es${fresh}`);
  for (const [path, title] of cases) await expectUnavailable(request, path, title);
  // Pages that need no API are rendered for the first time all the same.
  for (const path of ['/es/contacto', '/es/favoritos']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const errors = collectErrors(page);
  // Whatever the pages ask for (prefetches of their links included): 503 at worst.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500 && response.status() !== 503) failed.push(response.url());
  });
  for (const [path, title] of cases) {
    expect((await page.goto(path))?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await waitForHydration(page, '[aria-controls="site-menu"]');
  }
  // One more round trip, so that the last page's reports have arrived.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  // The browser reports each document's status (and prefetches' while the
  // API is out); no script may report anything.
  expect(failed).toEqual([]);
  expect(errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
});

test('a form whose forward fails tells the visitor and keeps what was typed', async ({ page }) => {
  // The contact page needs no API to render; its form needs the API to store.
  await page.goto('/contato');
  await page.getByLabel(/^Nome/).fill('Maria Teste');
  await page.getByLabel(/^Telefone/).fill('11 5555-0000');
  await page.getByLabel(/^Mensagem/).fill('Olá, gostaria de um orçamento.');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('form-notice')).toHaveText(
    'Ocorreu um erro, tente novamente mais tarde',
  );
  await expect(page.getByLabel(/^Nome/)).toHaveValue('Maria Teste');
  await expect(page.getByLabel(/^Mensagem/)).toHaveValue('Olá, gostaria de um orçamento.');
  await expect(page.getByLabel(/^Nome/)).toBeEnabled();
  await stack.startApi();
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('form-sent')).toBeVisible();
});

test('with the API stopped, pages rendered per request answer 503 with the translated page, without JavaScript', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await stack.stopApi();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.siteUrl });
  const page = await context.newPage();
  const cases = [
    ['/modelos/busca?q=ana', 'pt', 'Serviço indisponível', 'Tentar novamente'],
    ['/selecao?ids=1,2', 'pt', 'Serviço indisponível', 'Tentar novamente'],
    ['/en/selection?ids=3', 'en', 'Service unavailable', 'Try again'],
    ['/es/modelos/busqueda?gender=woman', 'es', 'Servicio no disponible', 'Intentar de nuevo'],
  ] as const;
  for (const [path, lang, title, retry] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Trying again asks for the same address.
    await page.getByRole('link', { name: retry }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  }
  await context.close();
  // Back up: the same address is the list again.
  await stack.startApi();
  const again = await browser.newPage();
  await expect
    .poll(async () => (await again.goto(`${stack.siteUrl}/modelos/busca?q=ana`))?.status(), {
      timeout: 15_000,
    })
    .toBe(200);
  await again.close();
});

test('killed while pages rendered per request are asked, the API leaves no 500 behind', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = [
    '/modelos/busca?q=a',
    '/en/models/search?gender=woman',
    '/es/modelos/busqueda?q=ana',
    '/selecao?ids=1,2',
    '/modelos/busca?gender=woman&page=2',
  ];
  const answers: Array<{ path: string; status: number; startedAt: number }> = [];
  let running = true;
  const visitor = async (first: number) => {
    for (let i = first; running; i += 1) {
      const path = paths[i % paths.length]!;
      const startedAt = Date.now();
      answers.push({ path, status: (await request.get(path)).status(), startedAt });
    }
  };
  const visitors = [0, 1, 2, 3].map(visitor);
  await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
  await stack.stopApi();
  const goneAt = Date.now();
  const after = () => answers.filter((answer) => answer.startedAt > goneAt);
  await expect.poll(() => after().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
  running = false;
  await Promise.all(visitors);
  expect(
    answers.filter((answer) => answer.startedAt < goneAt && answer.status === 200),
  ).not.toEqual([]);
  // Asked once the API was gone: the unavailable page, never a failed render.
  expect(after().filter((answer) => answer.status !== 503)).toEqual([]);
});

test('an agency API that answers its address but fails every call: the error page says the service is unavailable', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The one outage the proxy cannot see before rendering: the page's
  // reads fail, and error.tsx tells it by the digest of ApiUnavailableError
  // (lib/agency-api/digest.ts), which must survive production's stripping.
  const [, , , never] = await unrenderedProfiles();
  await stack.stopApi();
  const failing = await failingApi(ports.apiPort);
  try {
    // A "no answer" from just before is believed for a second.
    await expect
      .poll(async () => (await page.goto(`/en${never}`))?.status(), { timeout: 15_000 })
      .toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service unavailable');
  } finally {
    await failing.close();
  }
});
