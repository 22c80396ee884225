import { expect, test, type Page } from '@playwright/test';
import { contrast, seenColours } from './support/contrast';
import { waitForHydration } from './support/hydration';

// WCAG 2.2 AA as a person meets it: a control reached with the keyboard is not
// hidden under the sticky header (2.4.11), and fields' borders and the name
// search's placeholder stand out from the page (1.4.11, 1.4.3).

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const headerBottom = (page: Page) =>
  page.locator('[data-site-header]').evaluate((header) => header.getBoundingClientRect().bottom);

for (const viewport of VIEWPORTS) {
  test(`Shift+Tab to a favorite button under the header brings it out (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en/models');
    await waitForHydration(page, '#talent-grid .favorite-button');
    const target = page.locator('#talent-grid .favorite-button').nth(4);
    await expect(target).toBeEnabled();
    // Its neighbour in the tab order has focus...
    await target.focus();
    await page.keyboard.press('Tab');
    await expect(target).not.toBeFocused();
    // ...while the page is scrolled so that the button is wholly under the header.
    const bottom = await headerBottom(page);
    const box = (await target.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height - (bottom - 8));
    const hidden = (await target.boundingBox())!;
    expect(hidden.y + hidden.height).toBeLessThan(bottom);
    expect(hidden.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Shift+Tab');
    await expect(target).toBeFocused();
    await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(bottom);
  });
}

/** Every field's border against the page, at least 3:1. */
async function expectVisibleBorders(page: Page, selector: string) {
  const fields = page.locator(selector);
  expect(await fields.count()).toBeGreaterThan(0);
  for (const field of await fields.all()) {
    const { colour, background } = await seenColours(field, 'borderTopColor');
    const name = await field.evaluate((el) => el.id || el.getAttribute('name'));
    expect(
      contrast(colour, background),
      `${name}: border ${colour} on ${background}`,
    ).toBeGreaterThanOrEqual(3);
  }
}

test('the contact form fields have borders of at least 3:1 against the page', async ({ page }) => {
  await page.goto('/en/contact');
  await expectVisibleBorders(
    page,
    'form input:not([type=hidden]):not([tabindex="-1"]), form textarea, form select',
  );
});

test('the talent filters: fields with 3:1 borders, a name search placeholder of 4.5:1', async ({
  page,
}) => {
  await page.goto('/en/models');
  const filters = page.getByTestId('talent-filters');
  await filters.getByText('Filters', { exact: true }).click();
  await expect(filters.locator('select').first()).toBeVisible();
  await expectVisibleBorders(page, '[data-testid=talent-filters] :is(input[type=search], select)');
  const search = page.locator('#filter-q');
  await expect(search).toHaveAttribute('placeholder', /.+/);
  const { colour, background } = await seenColours(search, 'placeholder');
  expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
});
