import { expect, test, type Page, type Route } from '@playwright/test';

// Page transitions, navigation progress bar, reload after a chunk-load
// failure and prefetch on slow connections (SPEC.md sections 2, 4 and 9).

const DESKTOP = { width: 1440, height: 900 };
const RED = 'rgb(176, 0, 32)';

declare global {
  interface Window {
    /** Lowest opacity seen per page wrapper, keyed by its pathname. */
    __minOpacity: Record<string, number>;
    /** Whether the previous page was seen fading while the URL was already the next one. */
    __oldPageFading: boolean;
  }
}

// Samples the transition wrappers on every frame, from before the page's own scripts.
function recordOpacity(page: Page) {
  return page.addInitScript(() => {
    window.__minOpacity = {};
    window.__oldPageFading = false;
    const tick = () => {
      for (const element of document.querySelectorAll('[data-transition]')) {
        const key = element.getAttribute('data-transition') ?? '';
        const opacity = Number.parseFloat(getComputedStyle(element).opacity);
        window.__minOpacity[key] = Math.min(window.__minOpacity[key] ?? 1, opacity);
        if (key !== location.pathname && opacity < 1) window.__oldPageFading = true;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// The bar is a client-only subtree: once it is there, links navigate on the client.
async function openHydrated(page: Page, path: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.locator('[data-progress]')).toBeAttached();
}

function menuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name });
}

const isPrefetch = (route: Route) => 'next-router-prefetch' in route.request().headers();
const isPagePayload = (route: Route) => route.request().headers()['rsc'] === '1';

test.describe('page transitions', () => {
  test('the first page is visible at once, then pages fade out and in', async ({ page }) => {
    await recordOpacity(page);
    await openHydrated(page, '/sobre-nos');
    expect(await page.evaluate(() => window.__minOpacity['/sobre-nos'])).toBe(1);

    await menuLink(page, 'Contato').click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    const next = page.locator('[data-transition="/contato"]');
    await expect.poll(() => next.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    const seen = await page.evaluate(() => ({ ...window.__minOpacity }));
    expect(seen['/sobre-nos']).toBeLessThan(0.5);
    expect(seen['/contato']).toBeLessThan(0.5);
    expect(await page.evaluate(() => window.__oldPageFading)).toBe(true);
    await expect(page.locator('[data-transition]')).toHaveCount(1);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing fades', async ({ page }) => {
      await recordOpacity(page);
      await openHydrated(page, '/sobre-nos');
      await menuLink(page, 'Contato').click();
      await expect(page).toHaveURL(/\/contato$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
      await expect(page.locator('[data-transition="/contato"]')).toHaveCount(1);
      const seen = await page.evaluate(() => ({ ...window.__minOpacity }));
      expect(seen).toEqual({ '/sobre-nos': 1, '/contato': 1 });
    });
  });
});

test.describe('navigation progress bar', () => {
  test('a fast navigation shows no bar', async ({ page, request }) => {
    // Rendered once and prefetched: the next page comes well within the throttle.
    expect((await request.get('/contato')).status()).toBe(200);
    await openHydrated(page, '/sobre-nos');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const bar = document.querySelector('[data-progress]')!;
      new MutationObserver(() => {
        if (bar.getAttribute('data-state') === 'loading') document.body.dataset.barShown = '';
      }).observe(bar, { attributes: true });
    });
    await menuLink(page, 'Contato').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    await expect(page.locator('[data-progress]')).toHaveAttribute('data-state', 'idle');
    await expect(page.locator('body[data-bar-shown]')).toHaveCount(0);
  });

  test('a slow navigation shows the bar until the page arrives', async ({ page }) => {
    // Prefetches fail, so the click has to fetch the page, which takes a second.
    await page.route('**/*', async (route) => {
      if (!isPagePayload(route)) return route.fallback();
      if (isPrefetch(route)) return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return route.fallback();
    });
    await openHydrated(page, '/sobre-nos');
    const bar = page.locator('[data-progress]');
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await menuLink(page, 'Contato').click();
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    await expect(bar).toHaveAttribute('data-state', /done|idle/);
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });

  test('a failed navigation turns the bar red', async ({ page }) => {
    // Next.js falls back to a full page load at once, and Playwright waits for
    // it before reading the page: the bar's states are logged across it.
    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const { target } of mutations) {
          if (!(target instanceof HTMLElement) || !target.matches('[data-progress]')) continue;
          const fill = getComputedStyle(target.firstElementChild!).backgroundColor;
          const log = sessionStorage.getItem('progress-log') ?? '';
          sessionStorage.setItem('progress-log', `${log}${target.dataset.state} ${fill};`);
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-state'] });
    });
    await page.route('**/*', (route) => (isPagePayload(route) ? route.abort() : route.fallback()));
    await openHydrated(page, '/sobre-nos');
    await menuLink(page, 'Contato').click();
    // The full page load that Next.js falls back to still reaches the page.
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    const log = await page.evaluate(() => sessionStorage.getItem('progress-log') ?? '');
    expect(log.split(';')).toContain(`failed ${RED}`);
  });
});

test.describe('chunk-load failure', () => {
  test('reloads once, not again within 60 s, and again after that', async ({ page }) => {
    await openHydrated(page, '/sobre-nos');
    let loads = 0;
    page.on('load', () => (loads += 1));

    // A chunk script that cannot be loaded, as after a new deployment.
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => {
        const script = document.createElement('script');
        script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
        document.head.append(script);
      }),
    ]);
    expect(loads).toBe(1);
    await expect(page.locator('[data-progress]')).toBeAttached();
    const stamp = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'));
    expect(Number(stamp)).toBeGreaterThan(Date.now() - 60_000);

    // A second failure right after: no reload, the page stays as it is.
    await page.evaluate(() => document.body.setAttribute('data-still-here', ''));
    const warned = page.waitForEvent('console', (message) => /not reloading/.test(message.text()));
    await page.evaluate(() => {
      const reason = Object.assign(new Error('Loading chunk 99 failed.'), {
        name: 'ChunkLoadError',
      });
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }),
      );
    });
    await warned;
    await expect(page.locator('body[data-still-here]')).toBeAttached();
    expect(loads).toBe(1);

    // Once the last reload is older than 60 s, a failure reloads again.
    await page.evaluate(() =>
      sessionStorage.setItem('chunk-reload-at', String(Date.now() - 61_000)),
    );
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => {
        const reason = new TypeError('Failed to fetch dynamically imported module');
        window.dispatchEvent(
          new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }),
        );
      }),
    ]);
    expect(loads).toBe(2);
  });
});

test.describe('prefetch on slow connections', () => {
  const connections = [
    { name: '4g', effectiveType: '4g', saveData: false, prefetches: true },
    { name: '2g', effectiveType: '2g', saveData: false, prefetches: false },
    { name: 'slow-2g', effectiveType: 'slow-2g', saveData: false, prefetches: false },
    { name: '4g with save-data', effectiveType: '4g', saveData: true, prefetches: false },
  ];
  for (const connection of connections) {
    test(`${connection.name}: links ${connection.prefetches ? 'prefetch' : 'do not prefetch'}`, async ({
      page,
    }) => {
      await page.addInitScript(({ effectiveType, saveData }) => {
        Object.defineProperty(navigator, 'connection', {
          value: { effectiveType, saveData, addEventListener() {}, removeEventListener() {} },
        });
      }, connection);
      const prefetched: string[] = [];
      page.on('request', (request) => {
        if ('next-router-prefetch' in request.headers()) {
          prefetched.push(new URL(request.url()).pathname);
        }
      });
      await openHydrated(page, '/');
      // Only the links that go through SmartLink are concerned.
      const hrefs = await page.evaluate(() => {
        const smart = new Set<string>();
        const plain = new Set<string>();
        for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
          (a.hasAttribute('data-smart-link') ? smart : plain).add(new URL(a.href).pathname);
        }
        return [...smart].filter((href) => !plain.has(href));
      });
      test.skip(hrefs.length === 0, 'no link of this page uses SmartLink yet');
      await page.waitForLoadState('networkidle');
      const concerned = prefetched.filter((path) => hrefs.includes(path));
      if (connection.prefetches) expect(concerned.length).toBeGreaterThan(0);
      else expect(concerned).toEqual([]);
    });
  }
});
