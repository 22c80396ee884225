import { expect, test, type Page } from '@playwright/test';

// A talent or post picture that fails to load is replaced
// by the fallback cover. Every optimized picture from the agency API fails
// here; the fallback itself is a static file of the site and still loads.
async function failAgencyPictures(page: Page) {
  await page.route('**/_next/image?**', (route) =>
    new URL(route.request().url()).searchParams.get('url')?.startsWith('http')
      ? route.fulfill({ status: 502, body: '' })
      : route.fallback(),
  );
}

for (const { name, path, card } of [
  { name: 'talent list', path: '/modelos', card: 'main article img' },
  { name: 'blog list', path: '/en/blog', card: 'main article img' },
]) {
  test(`${name}: a picture that fails shows the fallback cover`, async ({ page }) => {
    await failAgencyPictures(page);
    await page.goto(path);
    const first = page.locator(card).first();
    await expect(first).toHaveAttribute('data-failed', '1');
    await expect(first).toHaveAttribute('src', '/images/fallback-cover.svg');
    // The fallback is really shown: it decoded to a picture with a size.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
}

test('a picture that loads keeps its own source', async ({ page }) => {
  await page.goto('/modelos');
  const first = page.locator('main article img').first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(first).not.toHaveAttribute('data-failed', '1');
  expect(await first.getAttribute('src')).toContain('/_next/image');
});
