import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// Back from a post or a profile returns to the list as the visitor left it:
// the same items on the page and the same place on screen.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('Back from a post restores the loaded posts and the scroll position', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/en/blog');
  const cards = page.getByTestId('post-grid').getByRole('listitem');
  await expect(cards).toHaveCount(12);
  // Scroll to the end until a second and a third page have loaded.
  for (let loaded = 12; loaded < 36;) {
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
    await expect(cards).not.toHaveCount(loaded);
    loaded = await cards.count();
    if (!(await page.getByTestId('list-sentinel').count())) break;
  }
  const grown = await cards.count();
  expect(grown).toBeGreaterThan(24);
  const chosen = cards.nth(grown - 3);
  await chosen.scrollIntoViewIfNeeded();
  // Near the end the sentinel may grow the list once more: the visitor reads the post they chose
  // once that portion is in, and Back shows as many posts as were on the page when they left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('post-grid').locator('xpath=..').getByRole('status')).toHaveText(
    '',
  );
  const loaded = await cards.count();
  const title = (await chosen.getByRole('link').textContent())!.trim();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(1000);

  await chosen.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();

  await expect(cards).toHaveCount(loaded);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 80);
  expect(await scrollY(page)).toBeLessThan(before + 80);
  const box = (await page.getByRole('link', { name: title }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(page.viewportSize()!.height);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Back from a profile returns to the same place in the models list', async ({ page }) => {
    await page.goto('/modelos');
    const cards = page.locator('#talent-grid li');
    const chosen = cards.nth(Math.min(20, (await cards.count()) - 1));
    await chosen.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(1000);
    const name = (await chosen.getByRole('link').textContent())!.trim();

    await chosen.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goBack();

    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 80);
    expect(await scrollY(page)).toBeLessThan(before + 80);
  });

  test('Back from a profile opened after "Mostrar mais" leaves its card on screen', async ({
    page,
  }) => {
    await page.goto('/modelos');
    await waitForHydration(page, '[data-testid="talent-filters"]');
    await page.getByRole('link', { name: 'Mostrar mais' }).click();
    const cards = page.locator('#talent-grid li');
    await expect(cards).not.toHaveCount(30);
    // The visitor reads on, past the first new card, to the 41st.
    const chosen = page.locator('#talent-41');
    await chosen.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(3000);
    const name = (await chosen.getByRole('link').first().textContent())!.trim();

    await chosen.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goBack();

    await expect(page).toHaveURL(/\/modelos\/mais\/2$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 80);
    expect(await scrollY(page)).toBeLessThan(before + 80);
    await expect(chosen).toBeInViewport();
  });

  test('a new visit to the list from a link starts at the top', async ({ page }) => {
    await page.goto('/modelos');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await page.goto('/sobre-nos');
    await page.goto('/modelos');
    expect(await scrollY(page)).toBe(0);
  });
});
