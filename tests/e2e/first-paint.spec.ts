import { expect, test, type Page } from '@playwright/test';
import { findProfile } from './support/api';

// What a phone paints before any script runs, and what the scripts it is
// sent hold: the first picture comes from the server HTML, Swiper and the
// other late parts are not in the first load, and their arrival moves nothing.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The `<script src>` files of a page's server HTML, with their text. */
async function firstLoadScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter((match) => !/\bnomodule\b/i.test(match[0]))
    .map((match) => match[1]!.replace(/&amp;/g, '&'));
  return Promise.all(
    sources.map(async (src) => ({ src, text: await (await page.request.get(src)).text() })),
  );
}

/**
 * The layout shifts of the page so far (not caused by input), each with the
 * elements that moved, so that a failure names them. With `within`, only the
 * shifts that moved that element, something inside it or something holding it.
 */
async function layoutShifts(page: Page, within?: string) {
  const shifts = await page.evaluate(
    (selector) =>
      new Promise<Array<{ value: number; moved: string[] }>>((resolve) => {
        const found: Array<{ value: number; moved: string[] }> = [];
        const target = selector ? document.querySelector(selector) : null;
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((source) => source.node ?? null);
            const concerned =
              !target ||
              nodes.some((node) => node && (target.contains(node) || node.contains(target)));
            if (!concerned) continue;
            found.push({
              value: entry.value,
              moved: nodes.map((node) =>
                node instanceof Element
                  ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`
                  : String(node?.nodeName),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 300);
      }),
    within,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    described: JSON.stringify(shifts),
  };
}

test.describe('without JavaScript, on a phone', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the home shows its first slide across the screen, and the brand', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const slide = page.getByTestId('slideshow').locator('img').first();
    await expect(slide).toBeVisible();
    await expect
      .poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The slides enter from above (a CSS animation of 2 s): measure where they land.
    await expect
      .poll(async () => {
        const box = (await slide.boundingBox())!;
        return box.y + box.height;
      })
      .toBeGreaterThanOrEqual(PHONE.height - 1);
    const box = (await slide.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width);
    await expect(slide).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Talents');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await testInfo.attach('home at 390 px without JavaScript', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  test("a profile shows its first book picture, in a phone's size", async ({ page }) => {
    const talent = await findProfile((p) => p.book.length >= 3);
    await page.goto(`/modelos/${talent.id}/x`);
    const first = page.getByTestId('media-book').locator('img').first();
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // Every picture is in the row, which scrolls sideways: the next one shows
    // its edge on a phone (without scripts), the others wait out of sight.
    const slides = page.getByTestId('media-book').locator(':scope > div');
    await expect(slides).toHaveCount(talent.book.length);
    await expect(slides.nth(1)).toBeInViewport();
    await expect(slides.last()).not.toBeInViewport();
  });
});

// Strings only these libraries contain, checked below to be found where the
// library is used, so that their absence elsewhere means something. (The
// translation runtime is in every page's first load: the header translates.)
const MARKERS = {
  Swiper: 'swiper-slide-active',
  zod: '_zod',
};

test.describe('the first load', () => {
  test('the markers are found where their library is used', async ({ page }) => {
    const contact = (await firstLoadScripts(page, '/contato')).map((s) => s.text).join('\n');
    expect(contact).toContain(MARKERS.zod);
    // The bodies are read as they come; all of them are awaited before the check.
    const later: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) later.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(
      page.getByTestId('slideshow').locator('.swiper-initialized').first(),
    ).toBeAttached();
    expect((await Promise.all(later)).join('\n')).toContain(MARKERS.Swiper);
  });

  // Swiper comes once the page is interactive, so that it never delays the
  // first paint; zod (its core too) only where something is checked: a form,
  // or the favorites' reader once favorites are stored.
  test('the home, a list, the blog and a profile carry neither Swiper nor zod in their first load', async ({
    page,
  }) => {
    const talent = await findProfile((p) => p.book.length >= 2);
    for (const path of ['/', '/modelos', '/blog', `/modelos/${talent.id}/x`]) {
      const scripts = await firstLoadScripts(page, path);
      expect(scripts.length).toBeGreaterThan(3);
      for (const { src, text } of scripts) {
        expect(text, `${path} ${src}: Swiper`).not.toContain(MARKERS.Swiper);
        expect(text, `${path} ${src}: zod`).not.toContain(MARKERS.zod);
      }
    }
  });
});

test("the header's row is laid out only once the browser has read it whole", async ({ page }) => {
  // A slow device may paint a document it is still reading: until the row's
  // end marker is read, the row takes no room, so the menu never moves.
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const menu = page.locator('#site-menu');
  const header = page.locator('header');
  const complete = (await menu.boundingBox())!;
  const height = (await header.boundingBox())!.height;
  expect(complete.width).toBeGreaterThan(300);

  await page.evaluate(() => document.querySelector('[data-header-end]')!.remove());
  await expect(menu).toBeHidden();
  await expect(page.getByRole('link', { name: /Aurora Talents/ }).first()).toBeHidden();
  expect((await header.boundingBox())!.height).toBe(height);

  await page.evaluate(() => {
    const end = document.createElement('span');
    end.setAttribute('data-header-end', '');
    end.hidden = true;
    document.querySelector('header > div')!.append(end);
  });
  await expect(menu).toBeVisible();
  expect(await menu.boundingBox()).toEqual(complete);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Swiper takes over the home at its first change of slide, moving nothing', async ({
      page,
    }) => {
      test.setTimeout(45_000);
      await page.goto('/');
      const slideshow = page.getByTestId('slideshow');
      const first = slideshow.locator('img').first();
      // Where the server's first picture lands once the slides have entered.
      await page.waitForTimeout(2600);
      const before = (await first.boundingBox())!;
      // Swiper is there once the page is interactive (in each column shown), but unseen…
      await expect(slideshow.locator('.swiper-initialized')).toHaveCount(
        viewport.width >= 1024 ? 3 : 1,
      );
      await expect(slideshow.locator('.swiper').first()).toBeHidden();
      // …until it first changes slide (5 s), when it shows in the same place.
      await expect(slideshow.locator('.swiper').first()).toBeVisible({ timeout: 15_000 });
      await expect(first).toBeHidden();
      // Swiper's copy of the first picture, fading out: the same box.
      const copy = slideshow
        .locator('.swiper')
        .first()
        .locator('.swiper-slide[data-swiper-slide-index="0"] img');
      const after = (await copy.boundingBox())!;
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
      const shifts = await layoutShifts(page);
      expect(shifts.total, shifts.described).toBe(0);
    });

    test("a profile's gallery becomes a slider in place, moving nothing", async ({
      page,
      browser,
    }) => {
      const talent = await findProfile((p) => p.book.length >= 3);
      const path = `/modelos/${talent.id}/x`;
      // The first slide as the server draws it, before any script has run
      // (a browser that runs none lays a phone's row out otherwise)…
      const plain = await browser.newContext({ viewport });
      await plain.route(/\.js$/, (route) => route.abort());
      const serverPage = await plain.newPage();
      await serverPage.goto(path);
      const before = (await serverPage
        .getByTestId('media-book')
        .locator(':scope > div')
        .first()
        .boundingBox())!;
      await plain.close();
      // …and as Swiper draws it once the page is interactive.
      await page.goto(path);
      const gallery = page.getByTestId('media-book');
      await expect(gallery.locator('.swiper-button-next')).toBeVisible();
      const after = (await gallery.locator('.swiper-slide-active').boundingBox())!;
      expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
      // Nothing that holds the gallery, or is in it, moved: what Lighthouse
      // reports as 0 (it shows two decimals). The page's other late parts are
      // Lighthouse's to weigh (`npm run bench`).
      const shifts = await layoutShifts(page, '[data-testid="media-book"]');
      expect(shifts.total, shifts.described).toBeLessThan(0.005);
    });
  });
}

test.describe('pictures a phone can afford', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2 });

  for (const path of ['/', '/modelos', '/blog']) {
    test(`${path}: no picture wider than 828 px is fetched for a 390 px screen`, async ({
      page,
    }) => {
      const widths: number[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/_next/image') widths.push(Number(url.searchParams.get('w')));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(widths.length).toBeGreaterThan(0);
      expect(Math.max(...widths)).toBeLessThanOrEqual(828);
    });
  }

  test('optimized pictures are AVIF for a browser that takes it, cached for at least 30 days', async ({
    page,
  }) => {
    await page.goto('/modelos');
    const src = await page.locator('#talent-grid img').first().getAttribute('src');
    const response = await page.request.get(src!, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.headers()['content-type']).toBe('image/avif');
    // At least the site's 30 days; longer when the agency's media says so.
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
  });

  test('blog covers below the first two load lazily', async ({ page }) => {
    await page.goto('/blog');
    const covers = page.getByTestId('post-grid').locator('img');
    await expect(covers.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(covers.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.nth(2)).toHaveAttribute('loading', 'lazy');
    expect(await covers.nth(2).getAttribute('sizes')).toBeTruthy();
  });
});
