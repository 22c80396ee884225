import { expect, test, type Page } from '@playwright/test';
import { talentsOf } from './support/api';
import { boxOf, collectErrors } from './support/boxes';

// The favorites page with nothing saved: it says so, tells how to save a
// talent and leads to the castings, with no quote form "for the talents
// above". Without scripts it says the favorites need them.

const empty = {
  pt: {
    path: '/favoritos',
    text: 'Você ainda não salvou nenhum talento.',
    links: { Modelos: '/modelos', Atores: '/atores', Criadores: '/creators' },
    quote: 'Peça um orçamento',
  },
  en: {
    path: '/en/favorites',
    text: 'You haven’t saved any talents yet.',
    links: { Models: '/en/models', Actors: '/en/actors', Creators: '/en/creators' },
    quote: 'Ask for a quote',
  },
  es: {
    path: '/es/favoritos',
    text: 'Todavía no has guardado ningún talento.',
    links: { Modelos: '/es/modelos', Actores: '/es/actores', Creadores: '/es/creators' },
    quote: 'Pide un presupuesto',
  },
} as const;

const castings = (page: Page) => page.locator('main').getByRole('navigation');

/** The quote and "Review with your team": in the page for their actions, neither shown. */
async function expectFormsHidden(page: Page) {
  const forms = page.locator('main form');
  await expect(forms).toHaveCount(2);
  for (const form of await forms.all()) await expect(form).toBeHidden();
}

for (const [lang, expected] of Object.entries(empty)) {
  test(`${lang}: with no favorite the page says so, links to the castings, offers no quote`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(expected.path);
    const note = page.getByTestId('no-favorites');
    await expect(note).toContainText(expected.text);
    await expect(note).toContainText('+');
    for (const [name, href] of Object.entries(expected.links)) {
      await expect(castings(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(page.getByRole('heading', { name: expected.quote })).toHaveCount(0);
    await expectFormsHidden(page);
    expect(errors).toEqual([]);
  });
}

test('the castings links are on screen, finger-sized, and lead to a list', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/en/favorites');
    const links = castings(page).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const box = await boxOf(link);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `/tmp/wt-a-favorites-empty-${width}.png`, fullPage: true });
  }
  await castings(page).getByRole('link', { name: 'Actors', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/actors$/);
});

test('the quote form comes with the first favorite and goes with the last', async ({ page }) => {
  const [talent] = await talentsOf(1, 'en');
  await page.goto('/en/models');
  await page.getByRole('button', { name: `Add ${talent!.name} to favorites` }).click();
  await page.goto('/en/favorites');
  await expect(page.getByTestId('favorites-grid')).toContainText(talent!.name);
  await expect(page.getByRole('heading', { name: 'Ask for a quote' })).toBeVisible();
  await expect(page.getByTestId('no-favorites')).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${talent!.name} from favorites` }).click();
  await expect(page.getByTestId('no-favorites')).toContainText(
    'You haven’t saved any talents yet.',
  );
  await expect(page.getByRole('heading', { name: 'Ask for a quote' })).toHaveCount(0);
});

test('the server HTML hides the quote form and has, for visitors without scripts, the note and links', async ({
  request,
}) => {
  const html = await (await request.get('/favoritos')).text();
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html.slice(html.indexOf('<main')))?.[1];
  expect(noscript).toContain('Seus favoritos ficam guardados neste navegador');
  expect(noscript).toContain('JavaScript');
  expect(noscript).toContain('href="/modelos"');
  expect(noscript).toContain('href="/atores"');
  expect(noscript).toContain('href="/creators"');
  // The forms are there for their Server Actions' answers, hidden until favorites are known:
  // the quote, then "Review with your team".
  expect(html).toMatch(
    /<div hidden=""><section aria-labelledby="quote-title"[^]*?<\/section><form id="create-board"/,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the note says favorites need scripts and the castings are a click away', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/favoritos');
    const note = page.getByTestId('favorites-scriptless');
    await expect(note).toBeVisible();
    await expect(note).toContainText('precisa de JavaScript');
    await expect(page.getByTestId('no-favorites')).toHaveCount(0);
    await expectFormsHidden(page);
    await page.screenshot({ path: '/tmp/wt-a-favorites-scriptless-390.png', fullPage: true });
    await note.getByRole('link', { name: 'Modelos' }).click();
    await expect(page).toHaveURL(/\/modelos$/);
  });
});
