import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { api, talentsOf } from './support/api';

// axe-core on every screen in every language: no WCAG 2.2 A/AA violation.
const screens: Record<'pt' | 'en' | 'es', string[]> = {
  pt: [
    '/',
    '/modelos',
    '/atores',
    '/favoritos',
    '/contato',
    '/agenciamiento',
    '/blog',
    '/sobre-nos',
    '/privacy',
    '/acessibilidade',
    '/nao-existe',
  ],
  en: [
    '/en',
    '/en/models',
    '/en/creators',
    '/en/favorites',
    '/en/contact',
    '/en/recruitment',
    '/en/blog',
    '/en/about-us',
    '/en/privacy',
    '/en/accessibility',
    '/en/missing',
  ],
  es: [
    '/es',
    '/es/modelos',
    '/es/actores',
    '/es/favoritos',
    '/es/contacto',
    '/es/reclutamiento',
    '/es/blog',
    '/es/sobre-nosotros',
    '/es/privacidad',
    '/es/accesibilidad',
    '/es/nada',
  ],
};

for (const [lang, paths] of Object.entries(screens)) {
  for (const path of paths) {
    test(`${path} (${lang}) has no accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`a profile and a post (${lang}) have no accessibility violation`, async ({ page }) => {
    const [talent] = await talentsOf(1, lang);
    const prefix = lang === 'pt' ? '' : `/${lang}`;
    const word = lang === 'en' ? 'models' : 'modelos';
    await page.goto(`${prefix}/${word}/${talent!.id}/x`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talent!.name);
    await expectNoViolations(page);
    const posts = await api<{ data: { data: Array<{ id: number; slug: string }> } }>(
      'panel',
      `/api/posts/blog/${lang}?paginate=1`,
    );
    const post = posts.data.data[0]!;
    await page.goto(`${prefix}/blog/${post.id}/${post.slug}`);
    await expectNoViolations(page);
  });
}

test('the favorites page with favorites has no accessibility violation', async ({ page }) => {
  const [a] = await talentsOf(1);
  await page.goto('/en/models');
  await page.getByRole('button', { name: `Add ${a!.name} to favorites` }).click();
  await page.goto('/en/favorites');
  await expect(page.getByTestId('favorites-grid')).toBeVisible();
  await expectNoViolations(page);
});

test('forms with their errors shown have no accessibility violation', async ({ page }) => {
  await page.goto('/en/recruitment');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
  await expectNoViolations(page);
});

test('keyboard only: menu, dropdown, a favorite toggle and the contact form', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en');
  const casting = page.getByRole('button', { name: 'Casting' });
  for (
    let i = 0;
    i < 10 && !(await casting.evaluate((el) => el === document.activeElement));
    i += 1
  )
    await page.keyboard.press('Tab');
  await expect(casting).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Models' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/models$/);
  const toggle = page.locator('#talent-grid .favorite-button').first();
  await expect(toggle).toHaveAccessibleName(/^Add .+ to favorites$/);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName(/^Remove .+ from favorites$/);
  await expect(page.getByTestId('favorites-badge')).toContainText('1');

  await page.goto('/en/contact');
  await page.getByLabel(/^Name/).focus();
  await page.keyboard.type('Keyboard Person');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123 456');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent without a mouse.');
  await page.keyboard.press('Tab');
  await expect(page.locator('form button[type="submit"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-sent')).toBeVisible();
});

test('the mobile menu works with the keyboard and errors are tied to their fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/contacto');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Sobre nosotros' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Sobre nosotros' })).toBeHidden();
  await page.locator('form button[type="submit"]').click();
  const name = page.getByLabel(/^Nombre/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const described = await name.getAttribute('aria-describedby');
  await expect(page.locator(`#${described}`)).toHaveText('Campo obligatorio');
  await expect(page.getByTestId('form-notice')).toHaveAttribute('aria-live', 'polite');
});
