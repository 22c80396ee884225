import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { talentsWhere } from './support/api';
import { waitForHydration } from './support/hydration';

// A list is its address: the server's HTML holds every card an address names, "show more" is a
// link to the longer list, and Back, reload, Forward and a visitor without scripts see the same.
// The whole list's parts are cached pages in the path (/modelos/pagina/2, /modelos/mais/2); a
// filtered or searched list is the category's search page (/modelos/busca?gender=woman).

const MODELS = 1;
const PAGE_SIZE = 30;

const cardIds = (page: Page) =>
  page.locator('#talent-grid > li').evaluateAll((items) => items.map((li) => li.id));

/** The talents' ids in the grid, in their order on screen. */
const talentIds = (page: Page) =>
  page
    .locator('#talent-grid > li')
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-talent-id'))));

test('every list address has its cards in the server HTML', async ({ request }) => {
  const expected: Array<[string, RegExp, number]> = [
    ['/modelos', /data-talent-id="\d+"/g, 30],
    ['/modelos/pagina/2', /data-talent-id="\d+"/g, 1],
    ['/modelos/busca?gender=woman', /data-talent-id="\d+"/g, 1],
    ['/en/models/more/2', /data-talent-id="\d+"/g, 31],
    ['/es/modelos/mas/2', /data-talent-id="\d+"/g, 31],
    ['/en/blog', /<li id="post-\d+"/g, 12],
    ['/en/blog/more/2', /<li id="post-\d+"/g, 13],
    ['/blog/pagina/2', /<li id="post-\d+"/g, 1],
  ];
  for (const [address, card, atLeast] of expected) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html.match(card)?.length ?? 0, address).toBeGreaterThanOrEqual(atLeast);
  }
  // The women alone: every card's gender is the filter's (the agency API's records say so).
  const women = await (await request.get('/modelos/busca?gender=woman')).text();
  const men = await (await request.get('/modelos/busca?gender=man')).text();
  const idsOf = (html: string) => [...html.matchAll(/data-talent-id="(\d+)"/g)].map((m) => m[1]);
  expect(idsOf(women).filter((id) => idsOf(men).includes(id))).toEqual([]);
});

test('the lists have no JSON twin: their next portions are pages', async ({ request }) => {
  for (const route of [
    '/api/talents?lang=pt&category=models&page=2',
    '/api/posts?lang=en&page=2',
  ]) {
    expect((await request.get(route)).status(), route).toBe(404);
  }
});

test('a filter form sent with blank fields lands on the address of the filters chosen', async ({
  request,
}) => {
  const response = await request.get('/en/models/search?q=&gender=woman&hair=&eyes=', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/en/models/search?gender=woman');
});

test('a search with no filter is the whole list, and another spelling of a part leads to its own, with one Location', async ({
  request,
}) => {
  for (const [address, location] of [
    ['/modelos/busca', '/modelos'],
    ['/en/models/search?q=&gender=&hair=&eyes=', '/en/models'],
    ['/es/modelos/busqueda?more=2', '/es/modelos/mas/2'],
    ['/atores/busca?page=3', '/atores/pagina/3'],
    ['/modelos/pagina/1', '/modelos'],
    ['/modelos/mais/1', '/modelos'],
    ['/modelos/mais/99', '/modelos/mais/10'],
    ['/en/models/page/1', '/en/models'],
    ['/blog/pagina/1', '/blog'],
    ['/en/blog/more/1', '/en/blog'],
    ['/blog/mais/99', '/blog/mais/8'],
    ['/creators/mais/1', '/creators'],
  ] as const) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(308);
    expect(response.headers().location, address).toBe(location);
    // Once: a client that joins repeated headers would go to "/modelos, /modelos".
    const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
    expect(locations, address).toHaveLength(1);
  }
});

test('the earlier list addresses, with their query, lead to where the list lives now', async ({
  request,
}) => {
  for (const [address, location] of [
    ['/modelos?gender=woman', '/modelos/busca?gender=woman'],
    ['/en/models?q=julia', '/en/models/search?q=julia'],
    ['/es/modelos?gender=woman&more=2', '/es/modelos/busqueda?gender=woman&more=2'],
    ['/modelos?page=2', '/modelos/pagina/2'],
    ['/en/models?more=2', '/en/models/more/2'],
    ['/es/actores?page=3', '/es/actores/pagina/3'],
    ['/influencers?more=3', '/influencers/mais/3'],
    ['/modelos?page=1', '/modelos'],
    ['/blog?more=2', '/blog/mais/2'],
    ['/en/blog?page=2', '/en/blog/page/2'],
    ['/es/blog?more=2', '/es/blog/mas/2'],
  ] as const) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(308);
    expect(response.headers().location, address).toBe(location);
  }
  // A query the lists never read (a campaign's tag) is the cached page itself.
  for (const address of ['/modelos?utm_source=x', '/en/blog?utm_source=x']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
  }
});

/** Waits until the page cache has a fresh copy of `address`. */
async function settled(request: APIRequestContext, address: string) {
  await expect
    .poll(async () => (await request.head(address)).headers()['x-nextjs-cache'], {
      timeout: 15_000,
    })
    .toBe('HIT');
}

test('each part of a list and the blog is a cached page: asked again, it comes from the cache', async ({
  request,
}) => {
  for (const address of [
    '/modelos',
    '/en/models',
    '/es/modelos',
    '/atores',
    '/modelos/pagina/2',
    '/en/models/more/2',
    '/blog',
    '/en/blog',
    '/blog/pagina/2',
    '/es/blog/mas/2',
  ]) {
    const first = await request.get(address, { maxRedirects: 0 });
    expect(first.status(), address).toBe(200);
    // A copy older than its lifetime (asked by an earlier test) is served once more while it is
    // rendered again in the background: the fresh copy is the one asked for next.
    if (first.headers()['x-nextjs-cache'] === 'STALE') await settled(request, address);
    const again = await request.get(address, { maxRedirects: 0 });
    expect(again.status(), address).toBe(200);
    const headers = again.headers();
    expect(headers['x-nextjs-cache'], address).toBe('HIT');
    const cacheControl = headers['cache-control'] ?? '';
    expect(cacheControl, address).toMatch(/s-maxage=\d+/);
    expect(cacheControl, address).not.toMatch(/private|no-store/);
  }
});

// Records every fade of a page change the browser runs (the view transition's pictures and the
// page's own page-fade), on every frame, and the lowest scroll position since the last reset.
function recordFadesAndScroll(page: Page) {
  return page.addInitScript(() => {
    const seen = { fades: [] as string[], lowestScroll: Infinity, told: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const tick = () => {
      seen.lowestScroll = Math.min(seen.lowestScroll, window.scrollY);
      for (const animation of document.getAnimations()) {
        if (!(animation instanceof CSSAnimation)) continue;
        const pseudo = (animation.effect as KeyframeEffect | null)?.pseudoElement ?? '';
        const fade = `${animation.animationName} ${pseudo}`.trim();
        const isFade =
          animation.animationName === 'page-fade' || pseudo.startsWith('::view-transition');
        if (isFade && !seen.fades.includes(fade)) seen.fades.push(fade);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.addEventListener('scroll', () => {
      seen.lowestScroll = Math.min(seen.lowestScroll, window.scrollY);
    });
    // What the page's live region tells a screen reader: text that changes inside it.
    document.addEventListener('DOMContentLoaded', () => {
      const region = document.getElementById('page-status');
      if (!region) return;
      new MutationObserver(() => {
        if (region.textContent) seen.told.push(region.textContent);
      }).observe(region, { subtree: true, childList: true, characterData: true });
    });
  });
}

type Seen = { fades: string[]; lowestScroll: number; told: string[] };
const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

test('"show more" grows the list in place, focus on the first new card, no fade nor jump; Back, reload and Forward show the same cards', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const total = (await talentsWhere(MODELS, [], 'en')).length;
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await recordFadesAndScroll(page);
  await page.goto('/en/models');
  await waitForHydration(page, '[data-testid="talent-filters"]');
  await expect(page.locator('#talent-grid > li')).toHaveCount(PAGE_SIZE);
  const first = await cardIds(page);
  const more = page.getByRole('link', { name: 'Show more' });
  await more.focus();
  await expect(more).toBeInViewport();
  const before = await page.evaluate(() => {
    const seen = (window as unknown as { seen: Seen }).seen;
    seen.lowestScroll = window.scrollY;
    return window.scrollY;
  });
  expect(before).toBeGreaterThan(500);
  await page.keyboard.press('Enter');
  // The fragment has done its work once the list shows (Back to it would scroll there again).
  await expect(page).toHaveURL(/\/en\/models\/more\/2$/);
  await expect(page.locator('#talent-grid > li')).not.toHaveCount(PAGE_SIZE);
  const grown = await cardIds(page);
  expect(grown.length).toBe(Math.min(2 * PAGE_SIZE, total));
  expect(grown.slice(0, PAGE_SIZE)).toEqual(first);
  // The keyboard carries on from the first new card, which is on screen, under the last one seen.
  await expect(page.locator('#talent-31 a').first()).toBeFocused();
  await expect(page.locator('#talent-31')).toBeInViewport();
  await expect(page.locator('#talent-30')).toBeInViewport();
  // One list to the visitor: it neither fades like a new page nor jumps to the top meanwhile, and
  // its count, the same, is not told again.
  await page.waitForTimeout(600);
  const during = await seen(page);
  expect(during.fades).toEqual([]);
  expect(during.lowestScroll).toBeGreaterThan(before - 200);
  expect(during.told).toEqual([]);

  // Back is the list as it was before "show more".
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/models$/);
  await expect.poll(() => cardIds(page)).toEqual(first);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/models\/more\/2$/);
  await expect.poll(() => cardIds(page)).toEqual(grown);

  await page.reload();
  await expect.poll(() => cardIds(page)).toEqual(grown);
  await page.locator('#talent-35 a').first().click();
  await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/models\/more\/2/);
  // The address changes before the list is drawn again: wait for the cards.
  await expect.poll(() => cardIds(page)).toEqual(grown);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  await page.goBack();
  await expect.poll(() => cardIds(page)).toEqual(grown);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"show more" is a link to the grown list\'s path, and the window shows the first new card', async ({
    page,
  }) => {
    const all = (await talentsWhere(MODELS, [], 'en')).map((t) => t.id);
    await page.goto('/en/models');
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveAttribute(
      'href',
      '/en/models/more/2#talent-31',
    );
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\/en\/models\/more\/2#talent-31$/);
    // The address changes when the new document starts, before all of it is parsed.
    await expect.poll(async () => (await cardIds(page)).length).toBeGreaterThan(30);
    // The browser scrolls to the fragment once the page's styles are in,
    // which may be after the cards are parsed: wait for it as a visitor would.
    await expect(page.locator('#talent-31')).toBeInViewport();
    await expect.poll(() => talentIds(page)).toEqual(all.slice(0, 2 * PAGE_SIZE));
    if (all.length > 2 * PAGE_SIZE) {
      await expect(page.getByRole('link', { name: 'Show more' })).toHaveAttribute(
        'href',
        '/en/models/more/3#talent-61',
      );
    }
  });

  test("the pager's links are the later pages' paths, each with its own cards", async ({
    page,
  }) => {
    const all = (await talentsWhere(MODELS, [], 'en')).map((t) => t.id);
    await page.goto('/en/models');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const next = pager.getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '/en/models/page/2');
    await next.click();
    await expect(page).toHaveURL(/\/en\/models\/page\/2$/);
    expect(await talentIds(page)).toEqual(all.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    expect(await talentIds(page)).toEqual(all.slice(0, PAGE_SIZE));

    // A grown list's pager goes on from its last page.
    await page.goto('/es/modelos/mas/2');
    const grownPager = page.getByRole('navigation', { name: 'Páginas' });
    await expect(grownPager.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (all.length > 2 * PAGE_SIZE) {
      await grownPager.getByRole('link', { name: 'Página siguiente' }).click();
      await expect(page).toHaveURL(/\/es\/modelos\/pagina\/3$/);
      expect(await talentIds(page)).toHaveLength(Math.min(PAGE_SIZE, all.length - 2 * PAGE_SIZE));
    }
  });

  test('the filters form sends to the search page, which shows the filtered list and its count', async ({
    page,
  }) => {
    const women = (await talentsWhere(MODELS, [{ property: 'gender', values: ['woman'] }])).map(
      (t) => t.id,
    );
    await page.goto('/modelos');
    await expect(page.getByTestId('talent-filters')).toHaveAttribute('action', '/modelos/busca');
    await page.getByText('Filtros', { exact: true }).click();
    await page.getByText('Feminino', { exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    // Its blank fields are dropped by a redirect.
    await expect(page).toHaveURL(/\/modelos\/busca\?gender=woman$/);
    await expect(page.getByTestId('talent-count')).toHaveText(`${women.length} modelos`);
    expect(await talentIds(page)).toEqual(women.slice(0, PAGE_SIZE));
  });

  test('the blog grows through the same link, and pages stay for crawlers', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByTestId('post-grid').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: /pages/i })).toBeVisible();
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\/en\/blog\/more\/2#post-13$/);
    // The address changes when the new document starts, before all of it is parsed.
    await expect
      .poll(() => page.getByTestId('post-grid').getByRole('listitem').count())
      .toBeGreaterThan(12);
    await expect(page.locator('#post-13')).toBeInViewport();
  });
});

test('the blog grows by itself as its end comes into view, and its address follows', async ({
  page,
}) => {
  await page.goto('/en/blog');
  const posts = page.getByTestId('post-grid').getByRole('listitem');
  await expect(posts).toHaveCount(12);
  await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
  await expect(posts).not.toHaveCount(12);
  await expect(page).toHaveURL(/\/en\/blog\/more\/\d$/);
  const grown = await posts.count();
  await page.reload();
  await expect(posts).toHaveCount(grown);
});
