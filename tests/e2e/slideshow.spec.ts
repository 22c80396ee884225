import { expect, test, type Page } from '@playwright/test';

// The home slideshow follows the ARIA carousel pattern (WCAG 2.2.2): a visible
// pause button stops it, and with reduced motion nothing changes by itself.
// Checked on what is painted: two screenshots of the slideshow, seconds apart.

const slideshow = (page: Page) => page.getByTestId('slideshow');
const painted = async (page: Page) => slideshow(page).screenshot({ animations: 'disabled' });

/** Waits until the sliders' script has taken over the first column. */
async function slidersReady(page: Page) {
  await expect(slideshow(page).locator('.swiper-initialized').first()).toBeAttached({
    timeout: 15_000,
  });
}

test('the pause button is offered once it works: not in the server HTML, then as "pause"', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en')).text();
  expect(html).not.toContain('data-testid="slideshow-toggle"');
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
});

test('the pause button stops the slideshow; play starts it again', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en');
  await slidersReady(page);
  const toggle = page.getByRole('button', { name: 'Pause the slideshow' });
  await expect(toggle).toBeVisible();
  // The first change of slide comes after 5 s; the fade lasts 2.5 s.
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeFocused();
  await page.mouse.move(0, 0);
  const before = await painted(page);
  await page.waitForTimeout(9_000);
  expect((await painted(page)).equals(before)).toBe(true);
  // Played again (and the pointer away), it changes within one autoplay period and a fade.
  await page.getByRole('button', { name: 'Play the slideshow' }).click();
  await page.mouse.move(0, 0);
  await expect
    .poll(async () => (await painted(page)).equals(before), { timeout: 20_000 })
    .toBe(false);
});

test('with reduced motion nothing changes by itself over 12 s', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/es');
  await slidersReady(page);
  await expect(page.getByRole('button', { name: 'Reanudar la presentación' })).toBeVisible();
  const before = await painted(page);
  await page.waitForTimeout(12_000);
  expect((await painted(page)).equals(before)).toBe(true);
  await context.close();
});

test('a phone runs the one column it shows; widened, the other two start their sliders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await slidersReady(page);
  const columns = slideshow(page).locator(':scope > div');
  await expect(columns).toHaveCount(3);
  // The hidden columns keep their first picture and start nothing.
  await page.waitForLoadState('networkidle');
  await expect(slideshow(page).locator('.swiper-initialized')).toHaveCount(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(slideshow(page).locator('.swiper-initialized')).toHaveCount(3);
  for (const column of await columns.all())
    expect((await column.boundingBox())!.width).toBeGreaterThan(400);
});
