import { expect, test } from '@playwright/test';
import { findProfile } from './support/api';
import { boxOf, collectErrors, wrappedHeaderControls } from './support/boxes';
import { waitForHydration } from './support/hydration';
import { pagesOfEveryType } from './support/pages';

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

test.describe('a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });

  test('every kind of page loads without a console error', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const { pages } = await pagesOfEveryType('pt');
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await waitForHydration(page, TOGGLE);
      if (/agenciamiento|contato|favoritos/.test(path)) await waitForHydration(page, 'form');
    }
    // One more round trip, so that the last page's reports have arrived.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    expect(errors).toEqual([]);
  });
});

for (const [locale, path] of [
  ['es-ES', '/es/reclutamiento'],
  ['de-DE', '/en/recruitment'],
  ['de-DE', '/agenciamiento'],
] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test(`${path} hydrates without an error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page, 'form');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      expect(errors).toEqual([]);
    });
  });
}

for (const width of [390, 1440]) {
  test(`at ${width} px a double slide's photos fill the slider's height`, async ({ page }) => {
    const talent = await findProfile(
      (p) => (p.book[0] as { type?: string } | undefined)?.type === 'double',
    );
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/modelos/${talent.id}/${encodeURIComponent(talent.name)}`);
    const slider = page.getByTestId('media-book');
    await expect(slider).toHaveClass(/swiper-initialized/);
    const photos = slider.locator('.swiper-slide').first().locator('img');
    await expect(photos).toHaveCount(2);
    const frame = await boxOf(slider);
    for (const photo of await photos.all()) {
      const box = await boxOf(photo);
      expect(box.height, `a photo ${box.height} px tall in ${frame.height}`).toBeGreaterThanOrEqual(
        frame.height * 0.85,
      );
      // The arrows sit on the pictures' vertical centre.
      const arrow = await boxOf(slider.locator('.swiper-button-next'));
      const middle = (y: { y: number; height: number }) => y.y + y.height / 2;
      expect(Math.abs(middle(arrow) - middle(box))).toBeLessThanOrEqual(box.height * 0.05);
    }
  });
}

for (const [lang, home] of [
  ['pt', '/'],
  ['en', '/en'],
  ['es', '/es'],
] as const) {
  test(`${lang}: the header keeps every label on one line from 1024 to 1440 px`, async ({
    page,
  }) => {
    // A two-digit favorites count: the widest the row gets.
    await page.addInitScript(() => {
      const saved = Array.from({ length: 12 }, (_, i) => [
        i + 1,
        { id: i + 1, name: `T${i}`, cover: null, category: 'models' },
      ]);
      localStorage.setItem('favorites', JSON.stringify(Object.fromEntries(saved)));
    });
    await page.goto(home);
    await expect(page.getByTestId('favorites-badge')).toHaveText(/12/);
    for (const width of [1024, 1180, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await wrappedHeaderControls(page), `wrapped at ${width} px`).toEqual([]);
      const languages = page.locator('[data-site-header] [hreflang]');
      const last = await boxOf(languages.last());
      expect(width - (last.x + last.width), `margin at ${width} px`).toBeGreaterThanOrEqual(8);
    }
  });
}

test('on a slow phone a list\'s "+" looks unavailable until the scripts can keep a favorite', async ({
  page,
}) => {
  // The scripts held back, as on a slow network: the server's page is all there is meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/modelos', { waitUntil: 'domcontentloaded' });
  const plus = page.locator('#talent-grid .favorite-button').first();
  await expect(plus).toBeVisible();
  await expect(plus).toBeDisabled();
  const look = () =>
    plus.evaluate((button) => {
      const style = getComputedStyle(button);
      const icon = getComputedStyle(button, '::before');
      return { cursor: style.cursor, icon: icon.backgroundColor };
    });
  const waiting = await look();
  expect(waiting.cursor).toBe('progress');
  // The plus itself is faded: its colour's alpha (`lab(… / 0.35)` or `rgba(…, 0.35)`) is low.
  const alpha = (colour: string) => {
    const match = /\/\s*([\d.]+)\)$|^rgba\(.*,\s*([\d.]+)\)$/.exec(colour);
    return match ? Number(match[1] ?? match[2]) : 1;
  };
  expect(alpha(waiting.icon)).toBeLessThan(0.5);

  release();
  await waitForHydration(page, '#talent-grid .favorite-button');
  await expect(plus).toBeEnabled();
  const ready = await look();
  expect(ready.cursor).not.toBe('progress');
  expect(alpha(ready.icon)).toBe(1);
  await plus.click();
  await expect(plus).toHaveAttribute('data-saved', '');
});
