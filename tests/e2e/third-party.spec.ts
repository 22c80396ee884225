import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { createStack } from './support/stack';

// The maps script and the review widget: on every page
// when configured, after the page became interactive; nothing when not.
// They are served by a small local server; a private site is started with
// MAPS_SCRIPT_URL and REVIEWS_WIDGET_URL pointing at it, while the main
// suite's site runs without them.

const SCRIPT_PORT = 4231;
const scriptOrigin = `http://127.0.0.1:${SCRIPT_PORT}`;
const MAPS = `${scriptOrigin}/maps.js`;
const REVIEWS = `${scriptOrigin}/reviews.js`;

const requested: string[] = [];
let scripts: Server;

const stack = createStack({
  sitePort: 3230,
  apiPort: 4230,
  siteEnv: { MAPS_SCRIPT_URL: MAPS, REVIEWS_WIDGET_URL: REVIEWS },
  ownBuild: true,
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  scripts = createServer((request, response) => {
    requested.push(request.url ?? '');
    const name = request.url === '/maps.js' ? 'maps' : 'reviews';
    response.writeHead(200, { 'content-type': 'text/javascript' });
    // Each script records when it ran, relative to the page's load event.
    response.end(
      `window.__thirdParty = Object.assign(window.__thirdParty || {}, { ${name}: { at: performance.now(), loadEnd: performance.timing.loadEventEnd - performance.timing.navigationStart } });`,
    );
  });
  await new Promise<void>((resolve) => scripts.listen(SCRIPT_PORT, '127.0.0.1', resolve));
  expect((scripts.address() as AddressInfo).port).toBe(SCRIPT_PORT);
  await stack.startApi();
  await stack.startSite();
});

test.afterAll(async () => {
  await stack.stop();
  await new Promise((resolve) => scripts.close(resolve));
});

type Ran = { at: number; loadEnd: number };

async function thirdPartyRuns(page: Page) {
  await page.waitForFunction(() => {
    const seen = (window as unknown as { __thirdParty?: Record<string, unknown> }).__thirdParty;
    return Boolean(seen?.maps && seen?.reviews);
  });
  return page.evaluate(
    () => (window as unknown as { __thirdParty: Record<'maps' | 'reviews', Ran> }).__thirdParty,
  );
}

test.describe('configured', () => {
  // The CSP is computed when the site is built, from the build's environment;
  // this private site is configured only at start, so the browser is told to
  // leave the policy aside for these two local scripts.
  test.use({ baseURL: stack.siteUrl, bypassCSP: true });

  for (const path of ['/', '/en/about-us', '/es/contacto', '/modelos', '/blog']) {
    test(`${path} loads the maps script and the review widget after it became interactive`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const ran = await thirdPartyRuns(page);
      for (const script of [ran.maps, ran.reviews]) {
        // loadEventEnd is set: the page had finished loading before they ran.
        expect(script.loadEnd).toBeGreaterThan(0);
        expect(script.at).toBeGreaterThanOrEqual(script.loadEnd);
      }
      // Not render-blocking: neither is in the server's HTML as a plain <script src>.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<script[^>]+src="http:\/\/127\.0\.0\.1:4231/);
    });
  }
});

test('without configuration no third-party request is made', async ({ page, baseURL }) => {
  // The main suite's site has neither variable set.
  const before = requested.length;
  const site = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== site) elsewhere.push(request.url());
  });
  for (const path of ['/', '/en/about-us', '/modelos']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#maps-script, #reviews-widget')).toHaveCount(0);
  }
  expect(requested.length).toBe(before);
  expect(elsewhere).toEqual([]);
});
