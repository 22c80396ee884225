import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// At 320 × 256 CSS pixels (a 1280 × 1024 screen at 400 % zoom, WCAG 1.4.10)
// the open phone menu scrolls within the window: every link in it can be
// brought into view and is then wholly inside the window.

test('at 320 × 256 every link of the open phone menu can be scrolled into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/en/about-us');
  await waitForHydration(page, 'header');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const links = page.locator('#site-menu a');
  const count = await links.count();
  expect(count).toBeGreaterThan(6);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    if (!(await link.isVisible())) continue;
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box.y, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, await link.innerText()).toBeLessThanOrEqual(256);
  }
  // The last ones too: the languages at the end of the panel.
  await expect(page.locator('#site-menu').getByRole('link', { name: /^PT/ })).toBeInViewport();
});
