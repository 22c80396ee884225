import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import http from 'node:http';
import { actionFieldsIn, answerIn, postForm } from './support/actions';
import { failingApi } from './support/failing-api';
import { waitForHydration } from './support/hydration';
import { createStack } from './support/stack';

// A private site and agency API with the form limit left at its default
// (10 a minute per address; the main suite's servers raise it): the limit
// cannot be dodged with forged headers, covers the composite card, and each
// failure leaves one structured line in the site's log.
const work = mkdtempSync(join(tmpdir(), 'agency-server-'));
const siteLog = join(work, 'site.log');
const stack = createStack({
  sitePort: 3342,
  apiPort: 4342,
  ownBuild: true,
  siteLog,
  siteEnv: { FORM_RATE_LIMIT: '' },
});
const DEFAULT_LIMIT = 10;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: stack.siteUrl });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await stack.startApi();
  await stack.startSite();
});

test.afterAll(async () => {
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
});

async function agency<T>(kind: 'main' | 'panel', path: string, init: RequestInit = {}) {
  const signIn =
    kind === 'main'
      ? { path: '/api/signin', body: { salt: 'dev-salt', api_key: 'dev-main-key' } }
      : { path: '/api/login', body: { salt: 'dev-salt', api_token: 'dev-panel-token' } };
  const login = await fetch(`${stack.apiUrl}${signIn.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signIn.body),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${access_token}` },
  });
  return (await response.json()) as T;
}

async function storedContacts(prefix: string): Promise<number> {
  const { data } = await agency<{ data: Array<{ fields: { name?: string } }> }>(
    'panel',
    '/api/submissions?kind=contact&limit=1000',
  );
  return data.filter((s) => String(s.fields.name).startsWith(prefix)).length;
}

/** The contact form posted to its action as a browser without scripts posts it. */
const contact = (request: APIRequestContext, name: string, headers: Record<string, string> = {}) =>
  postForm(request, '/en/contact', { name, phone: '1', message: 'hello', lang: 'en' }, headers);

test('the default form limit counts one door, and holds against forged forwarding headers', async ({
  request,
  page,
}) => {
  const prefix = `limit-${Date.now()}`;
  // Half without scripts, half with them: one allowance for the form.
  for (let i = 0; i < DEFAULT_LIMIT / 2; i += 1) {
    expect((await contact(request, `${prefix}-${i}`)).status).toBe('sent');
  }
  for (let i = DEFAULT_LIMIT / 2; i < DEFAULT_LIMIT; i += 1) {
    await page.goto('/en/contact');
    await waitForHydration(page);
    await page.getByLabel(/^Name/).fill(`${prefix}-${i}`);
    await page.getByLabel(/^Phone/).fill('1');
    await page.getByLabel(/^Message/).fill('hello');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-sent')).toBeVisible();
  }
  const refused = await contact(request, `${prefix}-over`);
  expect(refused.status).toBe('limited');
  expect(refused.notice).toBe('Too many attempts. Please wait a minute and try again.');
  // A new address in each header a client can write does not reset the count.
  const forged: Array<Record<string, string>> = [
    { 'X-Forwarded-For': '203.0.113.1' },
    { 'X-Forwarded-For': '203.0.113.2' },
    { 'X-Forwarded-For': '203.0.113.3, 198.51.100.9' },
    { 'X-Real-IP': '203.0.113.4' },
    { Forwarded: 'for=203.0.113.5' },
    { 'X-Site-Peer-Address': '203.0.113.6' },
  ];
  for (const [i, headers] of forged.entries()) {
    const response = await contact(request, `${prefix}-forged-${i}`, headers);
    expect(response.status, JSON.stringify(headers)).toBe('limited');
  }
  expect(await storedContacts(prefix)).toBe(DEFAULT_LIMIT);
});

/** The contact form posted from `localAddress` (another loopback address is another visitor). */
async function contactFrom(localAddress: string, name: string): Promise<string | null> {
  const url = `${stack.siteUrl}/en/contact`;
  const form = new FormData();
  for (const [field, value] of Object.entries(actionFieldsIn(await (await fetch(url)).text())))
    form.append(field, value);
  for (const [field, value] of Object.entries({ name, phone: '1', message: 'hi', lang: 'en' }))
    form.append(field, value);
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type')!, origin: stack.siteUrl };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', localAddress, headers }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve(answerIn(html).status));
    });
    request.on('error', reject);
    request.end(body);
  });
}

// `next start` gives a Server Action no public way to read the socket's
// address: lib/server/peer-address.ts stamps it on each request. This
// fails the day the framework stops passing requests where the stamp sees them:
// every visitor would then share one allowance.
test('each address has its own allowance, read from the connection', async () => {
  const prefix = `peer-${Date.now()}`;
  // 127.0.0.1 used its allowance in the test above; 127.0.0.2 is another visitor.
  expect(await contactFrom('127.0.0.1', `${prefix}-a`)).toBe('limited');
  expect(await contactFrom('127.0.0.2', `${prefix}-b`)).toBe('sent');
});

test('the composite card is limited like the forms, in the language asked', async ({ request }) => {
  test.setTimeout(90_000);
  const { data } = await agency<{ data: { data: Array<{ id: number }> } }>(
    'main',
    '/api/talents?language=pt&paginate=20',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: [{ property: 'categories', values: [1] }] }),
    },
  );
  let withCard: { id: number } | undefined;
  for (const talent of data.data) {
    const profile = await agency<{ data: { compo: unknown } }>(
      'main',
      `/api/talent/profile?language=pt&id=${talent.id}`,
    );
    if (profile.data.compo) {
      withCard = talent;
      break;
    }
  }
  expect(withCard).toBeDefined();
  const card = () => request.get(`/api/compo?id=${withCard!.id}&lang=es`);
  for (let i = 0; i < DEFAULT_LIMIT; i += 1) {
    const response = await card();
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  }
  const refused = await card();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  );
});

type LogLine = Record<string, unknown>;

function jsonLines(): LogLine[] {
  return readFileSync(siteLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

test("each failure is logged once, as one JSON line without the visitor's data", async ({
  request,
}) => {
  await stack.stopApi();
  const marker = `private-${Date.now()}`;
  const quote = await postForm(request, '/favoritos', {
    name: marker,
    phone: '+55 11 99999-0000',
    message: `${marker} message`,
    favorites: '1',
    lang: 'pt',
  });
  expect(quote.notice).toBe('Ocorreu um erro, tente novamente mais tarde');
  // A stopped API gets the unavailable page before any render; one that
  // answers its address but fails its calls makes the page's render fail.
  expect((await request.get('/es/blog')).status()).toBe(503);
  const failing = await failingApi(4342);
  await expect
    .poll(async () => (await request.get('/es/blog')).status(), { timeout: 15_000 })
    .toBe(500);
  await failing.close();

  await expect.poll(() => jsonLines().filter((l) => l.kind === 'render').length).toBe(1);
  const lines = jsonLines();
  const forms = lines.filter((l) => l.route === 'quote form action');
  expect(forms).toEqual([
    {
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      level: 'error',
      route: 'quote form action',
      method: 'POST',
      status: 502,
      error: 'ApiUnavailableError',
      cause: expect.stringContaining('did not answer'),
    },
  ]);
  const render = lines.find((l) => l.kind === 'render')!;
  expect(render).toMatchObject({
    route: '/[lang]/blog',
    status: 500,
    error: 'ApiUnavailableError',
  });
  const log = readFileSync(siteLog, 'utf8');
  expect(log).not.toContain(marker);
  expect(log).not.toContain('99999-0000');
});
