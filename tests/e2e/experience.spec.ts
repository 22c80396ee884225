import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// Page transitions, navigation progress bar, reload after a chunk-load
// failure and prefetch on slow connections.

const DESKTOP = { width: 1440, height: 900 };
const RED = 'rgb(176, 0, 32)';
const INK = 'rgb(17, 17, 17)';

declare global {
  interface Window {
    /** The animations of the browser's view transitions seen so far, one per pseudo-element. */
    __fades: Array<{ pseudo: string; name: string; duration: number; delay: number }>;
    /** Reports a change of the progress bar to the test (page.exposeFunction). */
    __barFrame: (colour: string, width: number, shown: boolean) => Promise<void>;
  }
}

// Records, on every frame from before the page's own scripts, the animations
// the browser runs on the view transition's pseudo-elements and the page's own
// fade: what a visitor sees fade (the old page's picture, then the new page,
// recorded as 'page').
function recordFades(page: Page) {
  return page.addInitScript(() => {
    window.__fades = [];
    const tick = () => {
      for (const animation of document.getAnimations()) {
        if (!(animation instanceof CSSAnimation)) continue;
        const effect = animation.effect as KeyframeEffect | null;
        const onPage = !effect?.pseudoElement && animation.animationName === 'page-fade';
        const pseudo = onPage ? 'page' : (effect?.pseudoElement ?? '');
        if (!onPage && !pseudo.startsWith('::view-transition')) continue;
        if (window.__fades.some((fade) => fade.pseudo === pseudo)) continue;
        const timing = effect!.getComputedTiming();
        window.__fades.push({
          pseudo,
          name: animation.animationName,
          duration: Number(timing.duration),
          delay: Number(timing.delay),
        });
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
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
  const fades = (page: Page) => page.evaluate(() => window.__fades.filter((f) => f.duration > 0));

  test('the first page is shown at once, then pages fade out and in', async ({ page }) => {
    await recordFades(page);
    await openHydrated(page, '/sobre-nos');
    await page.waitForTimeout(300);
    expect(await fades(page), 'no fade on the first page').toEqual([]);

    await menuLink(page, 'Contato').click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    await expect.poll(async () => (await fades(page)).length).toBeGreaterThanOrEqual(2);
    const seen = await fades(page);
    // The whole fade is SPEC.md's 0.5 s: the leaving page's picture fades out in 0.25 s, then
    // the arriving page itself (not a picture, so it takes taps) in over the next 0.25 s.
    const out = seen.find((fade) => fade.pseudo.startsWith('::view-transition-old('));
    const arriving = seen.find((fade) => fade.pseudo === 'page');
    expect(seen.filter((fade) => fade.pseudo.startsWith('::view-transition-new('))).toEqual([]);
    expect(out, JSON.stringify(seen)).toMatchObject({ name: 'page-fade', duration: 250, delay: 0 });
    expect(arriving, JSON.stringify(seen)).toMatchObject({
      name: 'page-fade',
      duration: 250,
      delay: 250,
    });
    // Once the fade is over the page is fully there.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().length === 0 && !!document.querySelector('h1'),
        ),
      )
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a click 600 ms after a page change lands on the new page', async ({ page }) => {
    // 600 ms after the address changed, by the page's own clock (timers run while the browser
    // holds the page's rendering for the view transition, frames do not), what a tap on the
    // contact form's name field would reach: the browser's own hit test, as for a real tap.
    await page.addInitScript(() => {
      const first = location.pathname;
      const watch = setInterval(() => {
        if (location.pathname === first) return;
        clearInterval(watch);
        setTimeout(() => {
          const box = document.getElementById('contact-name')?.getBoundingClientRect();
          const hit =
            box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          (window as unknown as { hitAt600: string }).hitAt600 = hit ? hit.id || hit.tagName : '';
        }, 600);
      }, 5);
    });
    await openHydrated(page, '/sobre-nos');
    await page.waitForLoadState('networkidle');
    await menuLink(page, 'Contato').click();
    // The 1 s fade gave such taps to the document itself (HTML), so they were lost.
    const hit = await page.waitForFunction(
      () => (window as unknown as { hitAt600?: string }).hitAt600,
    );
    expect(await hit.jsonValue()).toBe('contact-name');
    // And a real click there (not Playwright's own, which would wait until it lands) reacts.
    const name = page.locator('#contact-name');
    const box = (await name.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(name).toBeFocused({ timeout: 200 });
  });

  test('the title is never empty while pages change: list, profile, blog', async ({ page }) => {
    // Every title the document has once parsed, on every frame and every change of <head>.
    await page.addInitScript(() => {
      const titles: string[] = [];
      (window as unknown as { titles: string[] }).titles = titles;
      const note = () => {
        if (titles.at(-1) !== document.title) titles.push(document.title);
      };
      const tick = () => {
        note();
        requestAnimationFrame(tick);
      };
      document.addEventListener('DOMContentLoaded', () => {
        tick();
        new MutationObserver(note).observe(document.head, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
    });
    const titles = () => page.evaluate(() => (window as unknown as { titles: string[] }).titles);
    await openHydrated(page, '/en/models');
    // As a visitor who reads before clicking: the links' prefetches are done.
    await page.waitForLoadState('networkidle');
    const card = page.locator('#talent-grid li').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Aurora Talents`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page).toHaveTitle('Blog | Aurora Talents');
    // Once the fade is over.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await titles()).toEqual([
      'Models | Aurora Talents',
      `${name} | Aurora Talents`,
      'Blog | Aurora Talents',
    ]);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing fades', async ({ page }) => {
      await recordFades(page);
      await openHydrated(page, '/sobre-nos');
      await menuLink(page, 'Contato').click();
      await expect(page).toHaveURL(/\/contato$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
      await page.waitForTimeout(300);
      expect(await fades(page)).toEqual([]);
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

  test('a navigation that ends within the throttle shows no bar', async ({ page }) => {
    // The page's clock stands still from the click on, so however busy the
    // machine, the navigation ends before the 200 ms throttle has elapsed;
    // the clock then runs on a full second, past the throttle.
    await page.clock.install();
    await openHydrated(page, '/sobre-nos');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) document.body.dataset.barShown = '';
      }).observe(document.body, { childList: true });
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await menuLink(page, 'Contato').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    await page.clock.runFor(1000);
    await page.clock.resume();
    await page.waitForTimeout(500);
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

  test('a navigation that ends on the not-found view turns the bar red and full', async ({
    page,
  }) => {
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
    // The contact page's payload is that of a page that does not exist: the
    // navigation ends on the 404 view, as when a talent was removed meanwhile.
    await page.route('**/*', async (route) => {
      if (!isPagePayload(route)) return route.fallback();
      if (isPrefetch(route)) return route.abort();
      const url = new URL(route.request().url());
      if (url.pathname !== '/contato') return route.fallback();
      const missing = await route.fetch({ url: `${url.origin}/nada-aqui${url.search}` });
      return route.fulfill({ response: missing, status: 200 });
    });
    await openHydrated(page, '/sobre-nos');
    await page.waitForLoadState('networkidle');
    await menuLink(page, 'Contato').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Esta página não foi encontrada',
    );
    const widestRed = () =>
      Math.max(0, ...frames.filter((f) => f.colour === RED && f.shown).map((f) => f.width));
    await expect
      .poll(widestRed, { message: JSON.stringify(frames) })
      .toBeGreaterThan(DESKTOP.width * 0.9);
    // Then it goes.
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 6000 });
  });

  for (const failure of ['network error', 'server error'] as const) {
    test(`a page whose payload fails (${failure}) is loaded in full`, async ({ page }) => {
      await page.route('**/*', async (route) => {
        if (!isPagePayload(route)) return route.fallback();
        if (isPrefetch(route) || failure === 'network error') return route.abort();
        return route.fulfill({ status: 500, body: 'Internal Server Error' });
      });
      await openHydrated(page, '/sobre-nos');
      await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
      await menuLink(page, 'Contato').click();
      await expect(page).toHaveURL(/\/contato$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
      // A new document: the framework's full load, not a broken page.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { before?: boolean }).before))
        .toBeUndefined();
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
      // The site's own links on the home page (menu, footer).
      const hrefs = await page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
            (a) => new URL(a.href).pathname,
          ),
        ),
      ]);
      expect(hrefs, 'links of the home page').not.toEqual([]);
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
