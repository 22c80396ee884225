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

/** What the visitor sees in the picture's place: the file drawn, and its size on the page. */
async function shown(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const box = (await picture.boundingBox())!;
  return {
    source: await picture.evaluate((img: HTMLImageElement) => img.currentSrc),
    area: box.width * box.height,
  };
}

async function expectFallback(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 15_000 })
    .toContain('/images/fallback-cover.svg');
  expect((await shown(picture)).area).toBeGreaterThan(0);
}

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
  const { source, area } = await shown(page.locator('main article img').first());
  expect(source).toContain('/_next/image');
  expect(source).not.toContain('fallback-cover');
  expect(area).toBeGreaterThan(0);
});
