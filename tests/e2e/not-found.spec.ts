import { expect, test } from '@playwright/test';

// The 404 page as a crawler, a visitor without JavaScript and a screen reader
// on a slow phone get it: the server HTML itself carries the language, the
// title, the message and the ways out.
const cases = [
  { path: '/this-page-does-not-exist', lang: 'pt', title: 'Esta página não foi encontrada' },
  { path: '/en/this-page-does-not-exist', lang: 'en', title: 'This page could not be found' },
  { path: '/es/esta-pagina-no-existe', lang: 'es', title: 'No se pudo encontrar esta página' },
  { path: '/en/models/12', lang: 'en', title: 'This page could not be found' },
  { path: '/es/fotos/retrato.png', lang: 'es', title: 'No se pudo encontrar esta página' },
] as const;

for (const { path, lang, title } of cases) {
  test(`${path}: the server HTML is the ${lang} 404 page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    expect(html).toContain(`<title>${title} | Aurora Talents</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the 404 page shows its message, the menu and a way home', async ({ page }) => {
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('This page could not be found | Aurora Talents');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('This page could not be found');
    expect((await heading.boundingBox())!.height).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Return' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('Return on a 404 reached directly goes to the home page, never off the site', async ({
  page,
}) => {
  await page.goto('/es/nada');
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/es$/);
});

test('Return on a 404 reached from a page of the site goes back to it', async ({ page }) => {
  await page.goto('/en/about-us');
  await page.goto('/en/nothing-here');
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
});
