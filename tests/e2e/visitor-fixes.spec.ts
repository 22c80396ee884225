import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const TOGGLE = '[aria-controls="site-menu"]';

test.describe('phone menu with the Casting list open', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const cases = [
    { path: '/', open: 'Abrir menu', contact: 'Contato', url: /\/contato$/ },
    { path: '/en', open: 'Open menu', contact: 'Contact', url: /\/en\/contact$/ },
  ];
  for (const { path, open, contact, url } of cases) {
    test(`${path}: a tap on ${contact} opens the contact page`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page, TOGGLE);
      await page.getByRole('button', { name: open }).tap();
      const menu = page.locator('#site-menu');
      await menu.getByRole('button', { name: 'Casting' }).tap();
      await expect(menu.locator('#casting-menu')).toBeVisible();
      await menu.getByRole('link', { name: contact, exact: true }).tap();
      await expect(page).toHaveURL(url);
    });
  }
});

test('at 820 px a mouse click on About us with the Casting list open opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/en');
  await waitForHydration(page, TOGGLE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#site-menu');
  await menu.getByRole('button', { name: 'Casting' }).click();
  await expect(menu.getByRole('link', { name: 'Actors', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
});
