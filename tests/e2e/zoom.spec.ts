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

// The lists' filters at 320 px (a phone of that width, or 400 % zoom): every gender choice and the
// name field's hint are read whole, and the page never scrolls sideways, in every language.
for (const path of ['/modelos', '/en/models', '/es/modelos', '/atores', '/es/actores']) {
  test(`at 320 px the open filters of ${path} fit the window, every word whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto(path);
    await page.locator('#filters-summary').click();
    const choices = page.locator('[data-testid="talent-filters"] fieldset label');
    await expect(choices.first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    for (const choice of await choices.all()) {
      const fits = await choice.evaluate(
        (label) =>
          label.scrollWidth <= label.clientWidth && label.getBoundingClientRect().right <= 320,
      );
      expect(fits, await choice.innerText()).toBe(true);
    }
    // The name field's hint is not cut: the text is narrower than the field's room.
    const hint = await page.locator('#filter-q').evaluate((input) => {
      const field = input as HTMLInputElement;
      const style = getComputedStyle(field);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      canvas.letterSpacing = style.letterSpacing;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: canvas.measureText(field.placeholder).width, room };
    });
    expect(hint.text).toBeLessThanOrEqual(hint.room);
  });
}
