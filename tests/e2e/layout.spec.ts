import { expect, test } from '@playwright/test';

const LANGUAGE_NAMES = { en: 'English', es: 'Español', pt: 'Português' } as const;

test.describe('language switcher', () => {
  const chain: Array<[from: string, lang: 'en' | 'es' | 'pt', to: string]> = [
    ['/sobre-nos', 'en', '/en/about-us'],
    ['/en/about-us', 'es', '/es/sobre-nosotros'],
    ['/es/sobre-nosotros', 'pt', '/sobre-nos'],
    ['/atores', 'en', '/en/actors'],
    ['/en/actors', 'es', '/es/actores'],
    ['/es/privacidad', 'en', '/en/privacy'],
    ['/en/recruitment', 'pt', '/agenciamiento'],
  ];
  for (const [from, lang, to] of chain) {
    test(`${from} → ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(from);
      await page
        .getByRole('navigation', { name: /Idioma|Language/ })
        .getByRole('link', { name: LANGUAGE_NAMES[lang] })
        .click();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('a profile keeps its id and name in the other language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/atores');
    const href = (await page.locator('#talent-grid a[href]').first().getAttribute('href'))!;
    const [, , id, name] = href.split('/');
    await page.goto(href);
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: 'Español' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/es/actores/${id}/${name}$`));
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/actors/${id}/${name}$`));
  });

  test('shows the loading flag for 600 ms while switching', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/sobre-nos');
    const switcher = page.getByRole('navigation', { name: 'Idioma' });
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('[data-switching="true"]')).toBeAttached();
    await expect(page.locator('[data-switching="false"]')).toBeAttached({ timeout: 2000 });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, closes, and closes after navigating', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    const about = page.getByRole('link', { name: 'Sobre nós' });
    await expect(about).toBeHidden();
    await toggle.click();
    await expect(about).toBeVisible();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(about).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await about.click();
    await expect(page).toHaveURL(/\/sobre-nos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
    await expect(page.getByRole('link', { name: 'Contato' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the Casting dropdown lists the categories and opens them', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Casting' }).click();
    await page.getByRole('link', { name: 'Actors' }).click();
    await expect(page).toHaveURL(/\/en\/actors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actors');
  });

  test('is usable with the keyboard', async ({ page }) => {
    await page.goto('/es');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    const casting = page.getByRole('button', { name: 'Casting' });
    await casting.focus();
    await page.keyboard.press('Enter');
    await expect(casting).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Modelos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/modelos$/);
  });
});

test('the footer shows the current year, the commercial email and the credit', async ({ page }) => {
  await page.goto('/en/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(/Powered by/);
});
