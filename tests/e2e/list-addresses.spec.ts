import { expect, test, type Page } from '@playwright/test';

// A list is its address: the server's HTML holds every card an address names, "show more" is a
// link to the longer list, and Back, reload, Forward and a visitor without scripts see the same.

const cardIds = (page: Page) =>
  page.locator('#talent-grid > li').evaluateAll((items) => items.map((li) => li.id));

test('every list address has its cards in the server HTML', async ({ request }) => {
  const expected: Array<[string, RegExp, number]> = [
    ['/modelos', /data-talent-id="\d+"/g, 30],
    ['/modelos?gender=woman', /data-talent-id="\d+"/g, 1],
    ['/en/models?more=2', /data-talent-id="\d+"/g, 31],
    ['/en/blog', /<li id="post-\d+"/g, 12],
    ['/en/blog?more=2', /<li id="post-\d+"/g, 13],
  ];
  for (const [address, card, atLeast] of expected) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html.match(card)?.length ?? 0, address).toBeGreaterThanOrEqual(atLeast);
  }
  // The women alone: every card's gender is the filter's (the agency API's records say so).
  const women = await (await request.get('/modelos?gender=woman')).text();
  const men = await (await request.get('/modelos?gender=man')).text();
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
  const response = await request.get('/en/models?q=&gender=woman&hair=&eyes=', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/en/models?gender=woman');
});

test('"show more" grows the list in place, focus on the first new card; reload, Back and Forward show the same cards', async ({
  page,
}) => {
  await page.goto('/en/models');
  await expect(page.locator('#talent-grid > li')).toHaveCount(30);
  const more = page.getByRole('link', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/models\?more=2#talent-31$/);
  await expect(page.locator('#talent-grid > li')).not.toHaveCount(30);
  const grown = await cardIds(page);
  expect(grown.length).toBeGreaterThan(30);
  // The keyboard carries on from the first new card, which is on screen.
  await expect(page.locator('#talent-31 a').first()).toBeFocused();
  await expect(page.locator('#talent-31')).toBeInViewport();

  await page.reload();
  await expect.poll(() => cardIds(page)).toEqual(grown);
  await page.locator('#talent-35 a').first().click();
  await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  await page.goBack();
  await expect(page).toHaveURL(/more=2/);
  // The address changes before the list is drawn again: wait for the cards.
  await expect.poll(() => cardIds(page)).toEqual(grown);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  await page.goBack();
  await expect.poll(() => cardIds(page)).toEqual(grown);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"show more" is a link that works, and the window shows the first new card', async ({
    page,
  }) => {
    await page.goto('/en/models');
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/more=2#talent-31$/);
    // The address changes when the new document starts, before all of it is parsed.
    await expect.poll(async () => (await cardIds(page)).length).toBeGreaterThan(30);
    // The browser scrolls to the fragment once the page's styles are in,
    // which may be after the cards are parsed: wait for it as a visitor would.
    await expect(page.locator('#talent-31')).toBeInViewport();
  });

  test('the blog grows through the same link, and pages stay for crawlers', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByTestId('post-grid').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: /pages/i })).toBeVisible();
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?more=2#post-13$/);
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
  await expect(page).toHaveURL(/\/en\/blog\?more=2$/);
  const grown = await posts.count();
  await page.reload();
  await expect(posts).toHaveCount(grown);
});
