import { expect, test, type Locator, type Page } from '@playwright/test';
import { findProfile } from './support/api';

// A talent or post picture that fails to load is replaced by the fallback
// cover. Every optimized picture from the agency API fails here; the fallback
// itself is a static file of the site and still loads.
async function failAgencyPictures(page: Page) {
  await page.route('**/_next/image?**', (route) =>
    new URL(route.request().url()).searchParams.get('url')?.startsWith('http')
      ? route.abort()
      : route.fallback(),
  );
}

/**
 * What the visitor sees in the picture's place: the file drawn, and whether it
 * is drawn with a size on the page. Read at once, as the gallery's slider may
 * replace the server's pictures with its own at any moment.
 */
const seen = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => {
    const { width, height } = img.getBoundingClientRect();
    const drawn = img.complete && img.naturalWidth > 0 && width > 0 && height > 0;
    return { source: img.currentSrc, drawn };
  });

async function expectShown(picture: Locator, source: string) {
  await expect
    .poll(() => seen(picture), { timeout: 15_000 })
    .toEqual({ source: expect.stringContaining(source), drawn: true });
}

const expectFallback = (picture: Locator) => expectShown(picture, '/images/fallback-cover.svg');

for (const { name, path } of [
  { name: 'talent list', path: '/modelos' },
  { name: 'blog list', path: '/en/blog' },
]) {
  test(`${name}: a card picture that fails shows the fallback cover`, async ({ page }) => {
    await failAgencyPictures(page);
    await page.goto(path);
    await expectFallback(page.locator('main article img').first());
  });
}

test('a profile picture that fails shows the fallback cover, keeping its text', async ({
  page,
}) => {
  const talent = await findProfile((p) => p.book.length >= 2);
  await failAgencyPictures(page);
  await page.goto(`/modelos/${talent.id}/x`);
  const first = page.getByTestId('media-book').locator('img').first();
  await expectFallback(first);
  await expect(first).toHaveAttribute('alt', /\S/);
});

test("a post's cover that fails shows the fallback cover", async ({ page }) => {
  await page.goto('/en/blog');
  const href = await page.locator('main article a').first().getAttribute('href');
  await failAgencyPictures(page);
  await page.goto(href!);
  await expectFallback(page.locator('main img').first());
});

test('a picture that loads keeps its own, optimized source', async ({ page }) => {
  await page.goto('/modelos');
  const first = page.locator('main article img').first();
  await expectShown(first, '/_next/image?url=http');
});
