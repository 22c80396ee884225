import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postForm } from './support/actions';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { talentsOf } from './support/api';
import { privatePorts } from './support/ports';
import { createStack, serveStack } from './support/stack';
import { slugify } from '../../lib/talents/slug';

// The API secrets (keys, salt and every token the agency API issues) never
// reach a browser: not in pages, page payloads, route answers, error
// answers, static files or the site's logs. A private site and API share
// secrets made up for this run; the API writes down every token it issues.
const root = join(__dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'agency-secrets-'));
const tokenLog = join(work, 'tokens.txt');
const siteLog = join(work, 'site.log');
const made = (name: string) => `${name}-${randomBytes(12).toString('hex')}`;
const secrets = { key: made('main-key'), token: made('panel-token'), salt: made('salt') };

const ports = privatePorts(3240, 4240);
const stack = createStack({
  ...ports,
  ownBuild: true,
  siteLog,
  // Short-lived tokens: many are issued during the run, all of them checked.
  apiEnv: {
    AGENCY_API_TOKEN_LOG: tokenLog,
    AGENCY_API_TOKEN_TTL: '2',
    AGENCY_API_MAIN_KEY: secrets.key,
    AGENCY_API_PANEL_TOKEN: secrets.token,
    AGENCY_API_SALT: secrets.salt,
  },
  siteEnv: { MAIN_API_KEY: secrets.key, PANEL_API_TOKEN: secrets.token, API_SALT: secrets.salt },
});

// The values the build itself was made with (the defaults when unset).
const buildSecrets = [
  process.env.MAIN_API_KEY ?? 'dev-main-key',
  process.env.PANEL_API_TOKEN ?? 'dev-panel-token',
  process.env.API_SALT ?? 'dev-salt',
];

function issuedTokens(): string[] {
  if (!existsSync(tokenLog)) return [];
  return readFileSync(tokenLog, 'utf8').split('\n').filter(Boolean);
}

function leaks(text: string): string[] {
  return [...Object.values(secrets), ...issuedTokens()].filter((value) => text.includes(value));
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: stack.siteUrl });

serveStack(stack);

async function everyAnswer(request: APIRequestContext): Promise<Array<[string, string]>> {
  const [model] = await talentsOf(1);
  const profile = `/modelos/${model!.id}/${slugify(model!.name)}`;
  const pages = [
    '/',
    '/en',
    '/es',
    '/modelos',
    '/en/actors',
    '/es/influencers',
    profile,
    `/en${profile.replace('/modelos', '/models')}`,
    '/blog',
    '/en/blog',
    '/sobre-nos',
    '/es/sobre-nosotros',
    '/privacy',
    '/contato',
    '/agenciamiento',
    '/favoritos',
    '/selecao?ids=1,2,3',
    '/no-such-page',
    '/blog/999999/nothing',
  ];
  const answers: Array<[string, string]> = [];
  for (const path of pages) {
    answers.push([path, await (await request.get(path)).text()]);
    // The page's React payload, as the router fetches it on a client navigation.
    const rsc = await request.get(path, { headers: { RSC: '1' } });
    answers.push([`${path} (RSC)`, await rsc.text()]);
  }
  for (const path of [
    '/sitemap.xml',
    '/robots.txt',
    '/api/health',
    '/blog/pagina/2',
    '/en/models/more/2',
    '/modelos/busca?gender=woman&more=2',
    '/api/attributes?lang=pt&country=1',
    '/api/attributes?lang=pt',
  ]) {
    answers.push([path, await (await request.get(path)).text()]);
  }
  for (const [path, values] of [
    ['/contato', { lang: 'pt' }],
    ['/en/favorites', { lang: 'en', name: 'x', favorites: '1' }],
  ] as const) {
    answers.push([`POST ${path}`, (await postForm(request, path, values)).html]);
  }
  const compo = await request.post('/api/compo', { data: { id: 999999, lang: 'pt' } });
  answers.push(['POST /api/compo', await compo.text()]);
  return answers;
}

test('no page, payload or answer of the site carries a key, the salt or a token', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const answers = await everyAnswer(request);
  expect(issuedTokens().length).toBeGreaterThan(0);
  for (const [what, body] of answers) expect(leaks(body), what).toEqual([]);
});

test('the answers while the API is down carry no secret either', async ({ request }) => {
  await stack.stopApi();
  const creators = await fetch(`${stack.siteUrl}/api/health`);
  expect(creators.status).toBe(503);
  // Pages and routes whose data no earlier request left in the data cache
  // (what was read before keeps being served while the API is down).
  for (const path of [
    '/es/modelos/987654/x',
    '/es/blog/pagina/40',
    '/es/modelos/busqueda?q=ana',
    '/api/attributes?lang=es&country=3',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(500);
    expect(leaks(await response.text()), path).toEqual([]);
  }
  await stack.startApi();
});

test('no static file of the build and no source map carries a secret', () => {
  const statics = [
    ...filesUnder(join(root, `.next-stack-${ports.sitePort}`, 'static')),
    ...filesUnder(join(root, 'public')),
  ];
  expect(statics.length).toBeGreaterThan(10);
  expect(statics.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const file of statics) {
    const text = readFileSync(file, 'latin1');
    const found = [...buildSecrets, ...Object.values(secrets)].filter((value) =>
      text.includes(value),
    );
    expect(found, file).toEqual([]);
  }
});

test("the site's logs carry no secret", () => {
  const log = readFileSync(siteLog, 'utf8');
  // The API was down for a while: the site logged its failures.
  expect(log.length).toBeGreaterThan(0);
  expect(leaks(log)).toEqual([]);
  expect(log).not.toMatch(/Bearer\s+[0-9a-f]{16}/i);
});
