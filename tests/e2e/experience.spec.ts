import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// Page transitions, navigation progress bar, reload after a chunk-load
// failure and prefetch on slow connections.

const DESKTOP = { width: 1440, height: 900 };
const RED = 'rgb(176, 0, 32)';
const INK = 'rgb(17, 17, 17)';

declare global {
  interface Window {
    /** Lowest opacity seen per page wrapper, keyed by its pathname. */
    __minOpacity: Record<string, number>;
    /** Whether the previous page was seen fading while the URL was already the next one. */
    __oldPageFading: boolean;
    /** Reports a change of the progress bar to the test (page.exposeFunction). */
    __barFrame: (colour: string, width: number, shown: boolean) => Promise<void>;
  }
}

// Records the opacity of the transition wrappers, from before the page's own
// scripts: on every frame, and on every change of a wrapper's inline style and
// every insertion of one. The style changes make the record independent of the
// frame rate: on a loaded machine a half-second fade may get only a frame or
// two, but the animation still writes its final value (0 for a page leaving)
// and its first one (0 for a page arriving) to the element's style.
function recordOpacity(page: Page) {
  return page.addInitScript(() => {
    window.__minOpacity = {};
    window.__oldPageFading = false;
    const note = (element: Element, opacity: number) => {
      const key = element.getAttribute('data-transition') ?? '';
      if (Number.isNaN(opacity)) return;
      window.__minOpacity[key] = Math.min(window.__minOpacity[key] ?? 1, opacity);
      if (key !== location.pathname && opacity < 1) window.__oldPageFading = true;
    };
    const computed = (element: Element) =>
      note(element, Number.parseFloat(getComputedStyle(element).opacity));
    const tick = () => {
      document.querySelectorAll('[data-transition]').forEach(computed);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof HTMLElement) {
          if (record.target.hasAttribute('data-transition')) computed(record.target);
          continue;
        }
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.hasAttribute('data-transition')) computed(node);
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
}

// Once the header's menu toggle is hydrated, links navigate on the client.
const waitForHeader = (page: Page) => waitForHydration(page, '[aria-controls="site-menu"]');

async function openHydrated(page: Page, path: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await waitForHeader(page);
}

function menuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name });
}

const isPrefetch = (route: Route) => 'next-router-prefetch' in route.request().headers();

/** A gate for routed requests: they wait on `until` until the test calls `release`. */
function held() {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release: () => release() };
}
const isPagePayload = (route: Route) => route.request().headers()['rsc'] === '1';

test.describe('site links', () => {
  test('navigate on the client, keeping the document; a shift-click is left to the browser', async ({
    page,
  }) => {
    await openHydrated(page, '/sobre-nos');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link')
      .filter({ hasText: /privacidade/i });

    // A modified click stays the browser's (a new window): the site does not take it.
    const taken = await footerLink.evaluate(
      (link) =>
        new Promise<boolean>((resolve) => {
          window.addEventListener(
            'click',
            (event) => {
              resolve(event.defaultPrevented);
              event.preventDefault();
            },
            { once: true },
          );
          link.dispatchEvent(
            new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }),
          );
        }),
    );
    expect(taken).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/sobre-nos');

    await footerLink.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});

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
  // What a person sees of the bar: the part of it inside the viewport, and
  // whether it is painted at all.
  const seenBar = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('#nprogress .bar');
      if (!bar) return null;
      const box = bar.getBoundingClientRect();
      const style = getComputedStyle(bar);
      const outer = getComputedStyle(document.getElementById('nprogress')!);
      return {
        width: Math.min(box.right, innerWidth) - Math.max(box.left, 0),
        height: box.height,
        shown:
          style.visibility === 'visible' &&
          Number(style.opacity) > 0 &&
          Number(outer.opacity) > 0 &&
          style.display !== 'none',
        colour: style.backgroundColor,
      };
    });

  test('a fast navigation shows no bar', async ({ page, request }) => {
    // Rendered once and prefetched: the next page comes well within the throttle.
    expect((await request.get('/contato')).status()).toBe(200);
    await openHydrated(page, '/sobre-nos');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) document.body.dataset.barShown = '';
      }).observe(document.body, { childList: true });
    });
    await menuLink(page, 'Contato').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    await expect(page.locator('body[data-bar-shown]')).toHaveCount(0);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a slow navigation shows a growing bar until the page arrives', async ({ page }) => {
    // Prefetches fail, so the click has to fetch the page, which is held back
    // until the bar has been seen growing.
    const page$ = held();
    await page.route('**/*', async (route) => {
      if (!isPagePayload(route)) return route.fallback();
      if (isPrefetch(route)) return route.abort();
      await page$.until;
      return route.fallback();
    });
    await openHydrated(page, '/sobre-nos');
    await page.waitForLoadState('networkidle');
    expect(await seenBar(page)).toBeNull();
    try {
      await menuLink(page, 'Contato').click();
      await expect.poll(async () => (await seenBar(page))?.width ?? 0).toBeGreaterThan(0);
      const first = (await seenBar(page))!;
      expect(first.shown).toBe(true);
      expect(first.height).toBeGreaterThanOrEqual(2);
      expect(first.colour).toBe(INK);
      // It trickles forward while the page is on its way.
      await expect.poll(async () => (await seenBar(page))?.width ?? 0).toBeGreaterThan(first.width);
      // Still there: the page has not arrived.
      await expect(page).toHaveURL(/\/sobre-nos$/);
    } finally {
      page$.release();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    // Completed, then gone.
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  for (const failure of ['network error', 'server error'] as const) {
    test(`a navigation that fails (${failure}) turns the bar red`, async ({ page }) => {
      // Next.js then loads the page in full, which replaces this document:
      // the bar is sampled on every frame and each change reported to the
      // test, from this document and the next.
      const frames: Array<{ colour: string; width: number; shown: boolean }> = [];
      await page.exposeFunction('__barFrame', (colour: string, width: number, shown: boolean) =>
        frames.push({ colour, width, shown }),
      );
      await page.addInitScript(() => {
        let last = '';
        const tick = () => {
          const bar = document.querySelector('#nprogress .bar');
          if (bar) {
            const box = bar.getBoundingClientRect();
            const style = getComputedStyle(bar);
            const shown = style.visibility === 'visible' && Number(style.opacity) > 0;
            const width = Math.round(Math.min(box.right, innerWidth) - Math.max(box.left, 0));
            const sample = `${style.backgroundColor}|${width}|${shown}`;
            if (sample !== last) void window.__barFrame(style.backgroundColor, width, shown);
            last = sample;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const widestRed = () =>
        Math.max(
          0,
          ...frames.filter((frame) => frame.colour === RED && frame.shown).map((f) => f.width),
        );
      let failed = false;
      const fullLoad = held();
      await page.route('**/*', async (route) => {
        if (isPagePayload(route)) {
          if (isPrefetch(route)) return route.abort();
          failed = true;
          if (failure === 'network error') return route.abort();
          return route.fulfill({ status: 500, body: 'Internal Server Error' });
        }
        // The full page load is held back, as on a slow network: the old
        // page and its bar stay on screen meanwhile.
        if (failed && route.request().resourceType() === 'document') await fullLoad.until;
        return route.fallback();
      });
      await openHydrated(page, '/sobre-nos');
      await page.waitForLoadState('networkidle');
      // A click waits for the navigation it starts to commit, which the held
      // full load would not do: it finishes once the load is released.
      const clicked = menuLink(page, 'Contato')
        .click()
        .then(
          () => null,
          (error: unknown) => error,
        );
      try {
        // On the old page, before the full load arrives: red, and run to the end.
        await expect
          .poll(widestRed, { message: JSON.stringify(frames) })
          .toBeGreaterThan(DESKTOP.width * 0.9);
      } finally {
        fullLoad.release();
      }
      const failedClick = await clicked;
      if (failedClick) throw failedClick;
      // The full page load still reaches the page.
      await expect(page).toHaveURL(/\/contato$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    });
  }
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
    await waitForHeader(page);
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
      // The home page's menu and cards go through SmartLink: none would be a regression.
      expect(hrefs, 'links of the home page that only SmartLink renders').not.toEqual([]);
      const concerned = () => prefetched.filter((path) => hrefs.includes(path));
      if (connection.prefetches) {
        // Prefetches start once the links are seen and the browser is idle.
        await expect
          .poll(() => concerned().length, { message: JSON.stringify({ hrefs, prefetched }) })
          .toBeGreaterThan(0);
      } else {
        await page.waitForLoadState('networkidle');
        expect(concerned()).toEqual([]);
      }
    });
  }
});
