import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { privatePorts } from './support/ports';
import { createStack } from './support/stack';

// The maps script and the review widget wait for the visitor's consent.
// They are served by a small local server that counts each request; a
// private site is started with MAPS_SCRIPT_URL and REVIEWS_WIDGET_URL
// pointing at it, while the main suite's site runs without them.

const ports = privatePorts(3236, 4236);
const SCRIPT_PORT = ports.apiPort + 1;
const scriptOrigin = `http://127.0.0.1:${SCRIPT_PORT}`;
const PAGES = ['/', '/en/about-us', '/es/contacto'];

const requested: string[] = [];
let scripts: Server;

const stack = createStack({
  ...ports,
  siteEnv: {
    MAPS_SCRIPT_URL: `${scriptOrigin}/maps.js`,
    REVIEWS_WIDGET_URL: `${scriptOrigin}/reviews.js`,
  },
  ownBuild: true,
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  scripts = createServer((request, response) => {
    requested.push(request.url ?? '');
    const name = request.url === '/maps.js' ? 'maps' : 'reviews';
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(
      `window.__thirdParty = Object.assign(window.__thirdParty || {}, { ${name}: true });`,
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

/** The third-party requests the page's browser made (seen by request interception). */
function watchThirdParty(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(scriptOrigin)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const banner = (page: Page) => page.locator('#cc-main .cm');
const preferences = (page: Page) => page.locator('#cc-main .pm');
const focusInPreferences = (page: Page) =>
  page.evaluate(() => document.querySelector('#cc-main .pm')?.contains(document.activeElement));

/**
 * A page loaded, and the consent library run on it: it adds its root to ask,
 * and announces a stored choice with its public `cc:onConsent` event.
 */
async function settled(page: Page, path: string) {
  await page.addInitScript(() =>
    window.addEventListener('cc:onConsent', () => document.body.setAttribute('data-consented', '')),
  );
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(
    () =>
      document.querySelector('#cc-main') !== null || document.body.hasAttribute('data-consented'),
  );
}

test.describe('configured', () => {
  // The CSP is computed when the site is built, from the build's environment;
  // this private site is configured only at start, so the browser is told to
  // leave the policy aside for these two local scripts.
  test.use({ baseURL: stack.siteUrl, bypassCSP: true });

  test('before any choice the banner asks and neither script is requested', async ({ page }) => {
    const seen = watchThirdParty(page);
    const before = requested.length;
    for (const path of PAGES) {
      await settled(page, path);
      await expect(banner(page)).toBeVisible();
    }
    expect(seen).toEqual([]);
    expect(requested.length).toBe(before);
    // Not in the server's HTML as a script the browser would run.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(
      new RegExp(`<script[^>]+ src="${scriptOrigin.replaceAll('.', '\\.')}`),
    );
    expect(html).toContain('type="text/plain"');
  });

  test('the banner is in the page language, takes the focus and passes axe', async ({ page }) => {
    const texts = {
      '/': ['Aceitar todos', 'Recusar todos', 'Configurar cookies'],
      '/en/about-us': ['Accept all', 'Reject all', 'Cookie settings'],
      '/es/contacto': ['Aceptar todo', 'Rechazar todo', 'Configurar cookies'],
    };
    for (const [path, [accept, reject, settings]] of Object.entries(texts)) {
      await settled(page, path);
      const dialog = banner(page);
      await expect(dialog.getByRole('button', { name: accept })).toBeVisible();
      await expect(dialog.getByRole('button', { name: reject })).toBeVisible();
      await expect(page.locator('footer').getByRole('button', { name: settings })).toBeVisible();
    }
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('#cc-main')?.contains(document.activeElement)),
      )
      .toBe(true);
    await expectNoViolations(page);
    // Equal weight: both answers are the same size.
    const accept = await banner(page).getByRole('button', { name: 'Aceptar todo' }).boundingBox();
    const reject = await banner(page).getByRole('button', { name: 'Rechazar todo' }).boundingBox();
    expect(accept!.height).toBe(reject!.height);
    expect(Math.abs(accept!.width - reject!.width)).toBeLessThan(2);
  });

  test('the focus moves into the banner and the choices, and back to where it was', async ({
    page,
  }) => {
    // The visitor is in the name field before the page has loaded, so before the banner shows.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.getElementById('contact-name')?.focus(),
      ),
    );
    await page.goto('/en/contact');
    const name = page.getByLabel(/^Name/);
    await expect(banner(page)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('#cc-main')?.contains(document.activeElement)),
      )
      .toBe(true);
    await banner(page).getByRole('button', { name: 'Reject all' }).press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(name).toBeFocused();
    const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
    await settings.press('Enter');
    await expect(preferences(page)).toBeVisible();
    await expect.poll(() => focusInPreferences(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(preferences(page)).toBeHidden();
    await expect(settings).toBeFocused();
  });

  test('with reduced motion the choices take the focus too, though they do not fade in', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await settled(page, '/en/contact');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
    await settings.press('Enter');
    await expect(preferences(page)).toBeVisible();
    await expect.poll(() => focusInPreferences(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(preferences(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(settings).toBeFocused();
  });

  test("the preferences' switches are targets of 24 px at least", async ({ page }) => {
    await settled(page, '/en/about-us');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(preferences(page)).toBeVisible();
    // The categories' switches (a service's own are inside a section opened on demand).
    const boxes = await preferences(page)
      .locator('.section__toggle')
      .evaluateAll((inputs) =>
        inputs
          .filter((input) => input.checkVisibility())
          .map((input) => input.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expectNoViolations(page);
  });

  test('"reject all": nothing is requested on this page or the next ones', async ({ page }) => {
    const seen = watchThirdParty(page);
    await settled(page, '/');
    await banner(page).getByRole('button', { name: 'Recusar todos' }).click();
    await expect(banner(page)).toBeHidden();
    for (const path of PAGES) {
      await settled(page, path);
      await expect(banner(page)).toBeHidden();
    }
    expect(seen).toEqual([]);
  });

  test('"accept all": both load on this page and once on each later page load', async ({
    page,
  }) => {
    const seen = watchThirdParty(page);
    await settled(page, '/en/about-us');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => [...seen].sort()).toEqual(['/maps.js', '/reviews.js']);
    // Stored with its date and the privacy text's revision.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cc_cookie') ?? '{}'));
    expect(stored.categories).toEqual(['necessary', 'widgets', 'videos']);
    expect(stored.revision).toBe(20261126);
    expect(Number.isNaN(Date.parse(stored.consentTimestamp))).toBe(false);
    for (const [index, path] of PAGES.entries()) {
      await settled(page, path);
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => seen.length).toBe(2 * (index + 2));
      // Both ran: the library made them real scripts.
      await expect
        .poll(() => page.evaluate(() => (window as { __thirdParty?: object }).__thirdParty))
        .toEqual({ maps: true, reviews: true });
    }
  });

  test('"Cookie settings" in the footer withdraws it from the next page on', async ({ page }) => {
    await settled(page, '/');
    await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
    await page.locator('footer').getByRole('button', { name: 'Configurar cookies' }).click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole('button', { name: 'Recusar todos' }).click();
    await expect(preferences(page)).toBeHidden();
    const seen = watchThirdParty(page);
    for (const path of PAGES) await settled(page, path);
    expect(seen).toEqual([]);
  });

  test('a choice made for an older privacy text is asked again', async ({ page }) => {
    await settled(page, '/');
    await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
    // The accepted scripts load on this page first; only later requests count.
    await expect
      .poll(() => page.evaluate(() => (window as { __thirdParty?: object }).__thirdParty))
      .toEqual({ maps: true, reviews: true });
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('cc_cookie')!);
      localStorage.setItem('cc_cookie', JSON.stringify({ ...stored, revision: 20260101 }));
    });
    const seen = watchThirdParty(page);
    await settled(page, '/');
    await expect(banner(page)).toBeVisible();
    expect(seen).toEqual([]);
  });

  /** Switches to Spanish in the page (a client navigation: the marker survives it). */
  async function switchToSpanish(page: Page) {
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Español' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotros');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
  }

  test('a language switched in the page asks again in the new language', async ({ page }) => {
    const seen = watchThirdParty(page);
    await settled(page, '/en/about-us');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    await switchToSpanish(page);
    await expect(banner(page).getByRole('button', { name: 'Aceptar todo' })).toBeVisible();
    await expect(banner(page)).toContainText('Cookies y widgets de terceros');
    await banner(page).getByRole('button', { name: 'Elegir' }).click();
    // The choices and the services' names are Spanish too.
    await expect(preferences(page)).toContainText('Configurar cookies');
    await expect(preferences(page)).toContainText('Reseñas');
    await expect(preferences(page)).not.toContainText('Reviews');
    await preferences(page).getByRole('button', { name: 'Aceptar todo' }).click();
    // Accepted in the new language: both load, once.
    await expect.poll(() => [...seen].sort()).toEqual(['/maps.js', '/reviews.js']);
  });

  test('after a choice, a language switched in the page neither asks nor loads twice', async ({
    page,
  }) => {
    const seen = watchThirdParty(page);
    await settled(page, '/en/about-us');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => seen.length).toBe(2);
    await switchToSpanish(page);
    await page.locator('footer').getByRole('button', { name: 'Configurar cookies' }).click();
    await expect(preferences(page)).toContainText('Reseñas');
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(500);
    expect(seen).toHaveLength(2);
  });

  test('the banner moves nothing on the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as { __shift?: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as { __shift?: number }).__shift! += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __shift?: number }).__shift)).toBe(0);
  });
});

test('without configuration no third-party request is made', async ({ page, baseURL }) => {
  // The main suite's site has neither variable set: no inert scripts, and the
  // consent library (there for videos and "Cookie settings") shows no banner.
  const before = requested.length;
  const site = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== site) elsewhere.push(request.url());
  });
  for (const path of ['/', '/en/about-us', '/modelos']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#cc-main')).toBeAttached();
    await expect(page.locator('[data-third-party]')).toHaveCount(0);
    await expect(page.locator('#cc-main .cm')).toBeHidden();
  }
  expect(requested.length).toBe(before);
  expect(elsewhere).toEqual([]);
});

test('the privacy page points to "Cookie settings" at the foot of the page, which is there', async ({
  page,
}) => {
  // The main suite's site, without third-party scripts: the videos are what it asks about.
  await page.goto('/en/privacy');
  await expect(page.locator('main')).toContainText('use “Cookie settings” at the foot of any page');
  await expect(page.locator('main')).toContainText('Videos:');
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(preferences(page)).toBeVisible();
  await expect(preferences(page).getByRole('checkbox', { name: 'Videos' })).toBeAttached();
  await expect(preferences(page)).not.toContainText('Third-party widgets');
});
