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

// A gone talent or post: a cached page whose render finds no such id. Status 404 with the page in
// the server's HTML (the layout, the heading, its ways out, a noindex), never the framework's empty
// error document, and kept like any cached page.
const gone = [
  {
    path: '/modelos/999999/gone-talent',
    lang: 'pt',
    title: 'Esta página não foi encontrada',
    way: ['Ver todos os modelos', '/modelos'],
  },
  {
    path: '/en/actors/999998/x',
    lang: 'en',
    title: 'This page could not be found',
    way: ['See all actors', '/en/actors'],
  },
  {
    path: '/es/modelos/999997/nadie',
    lang: 'es',
    title: 'No se pudo encontrar esta página',
    way: ['Ver todos los modelos', '/es/modelos'],
  },
  {
    path: '/blog/99999/gone-post',
    lang: 'pt',
    title: 'Esta página não foi encontrada',
    way: ['Voltar ao blog', '/blog'],
  },
  {
    path: '/en/blog/99998/gone-post',
    lang: 'en',
    title: 'This page could not be found',
    way: [null, '/en/blog'],
  },
  {
    path: '/es/blog/99997/nada',
    lang: 'es',
    title: 'No se pudo encontrar esta página',
    way: [null, '/es/blog'],
  },
] as const;

for (const { path, lang, title, way } of gone) {
  test(`${path}: a gone page answers 404 with its ${lang} page in the server HTML, kept by the cache`, async ({
    request,
  }) => {
    const first = await request.get(path);
    expect(first.status()).toBe(404);
    const html = await first.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    expect(html).toContain(`<title>${title} | Aurora Talents</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // Its way on, a real link in the page's language (beside the header's).
    const [label, href] = way;
    expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label ?? '[^<]+'}</a>`));
    const again = await request.get(path);
    expect(again.status()).toBe(404);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(again.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });
}

test.describe('a gone talent without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('shows its message and leads to the category', async ({ page }) => {
    const response = await page.goto('/en/models/999996/gone');
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('This page could not be found');
    expect((await heading.boundingBox())!.height).toBeGreaterThan(0);
    await expect(page.getByText("This talent's profile is no longer on the site.")).toBeVisible();
    await page.getByRole('link', { name: 'See all models' }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    await expect(page.getByTestId('talent-count')).toBeVisible();
  });
});

test('a gone talent with JavaScript keeps its view once the scripts run, and leads to the category', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/es/actores/999995/nadie');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No se pudo encontrar esta página',
  );
  await expect(page.getByText('El perfil de este talento ya no está en el sitio.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver todos los actores' }).click();
  await expect(page).toHaveURL(/\/es\/actores$/);
  expect(errors).toEqual([]);
});
