import { expect, test, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { talentsOf } from './support/api';
import { waitForHydration } from './support/hydration';

// The forms' markup as assistive technology and validators read it: every
// group of fields has a name, every input says its type (so that its
// autocomplete is valid), and the "*" of required fields is explained in words.

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const REQUIRED = { pt: '* obrigatório', en: '* required', es: '* obligatorio' } as const;
const pages = [
  ['/contato', 'pt'],
  ['/en/contact', 'en'],
  ['/es/contacto', 'es'],
  ['/favoritos', 'pt'],
  ['/en/favorites', 'en'],
  ['/es/favoritos', 'es'],
] as const;

/** One talent in this browser's favorites, as the site stores it, so the quote form shows. */
async function withOneFavorite(page: Page) {
  const [talent] = await talentsOf(1);
  const stored = {
    [talent!.id]: { id: talent!.id, name: talent!.name, cover: null, category: 'models' },
  };
  await page.addInitScript(
    (value) => localStorage.setItem('favorites', value),
    JSON.stringify(stored),
  );
}

/** Every fieldset of the page's forms has an accessible name; the count of those found. */
async function expectNamedGroups(page: Page) {
  const fieldsets = page.locator('main fieldset');
  const count = await fieldsets.count();
  expect(count).toBeGreaterThan(0);
  for (const fieldset of await fieldsets.all()) await expect(fieldset).toHaveAccessibleName(/\S/);
  for (const group of await page.locator('main').getByRole('group').all())
    await expect(group).toHaveAccessibleName(/\S/);
}

const untypedInputs = (html: string) =>
  (html.match(/<input\b[^>]*>/g) ?? []).filter((tag) => !/\stype="[^"]+"/.test(tag));

for (const [path, lang] of pages) {
  test(`${path}: named groups, typed inputs, "*" explained, valid HTML`, async ({
    page,
    request,
  }) => {
    const favorites = !path.includes('conta');
    if (favorites) await withOneFavorite(page);
    await page.goto(path);
    // The form with fields to fill ("Review with your team" has none).
    const form = page
      .locator('main form')
      .filter({ has: page.locator('input:not([type="hidden"]), textarea') })
      .first();
    await waitForHydration(page, 'main form');
    await expect(form).toContainText(REQUIRED[lang]);
    await expectNamedGroups(page);
    const rendered = await page.content();
    expect(untypedInputs(rendered)).toEqual([]);
    const report = await validator.validateString(rendered);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    );
    expect(problems).toEqual([]);

    // What the server sends, before any script: the same.
    const served = await (await request.get(path)).text();
    expect(untypedInputs(served)).toEqual([]);
    if (!favorites) expect(served).toContain(REQUIRED[lang]);
  });
}

test('the talent filters and their groups are named', async ({ page }) => {
  await page.goto('/en/models');
  const filters = page.getByTestId('talent-filters');
  await expect(filters.getByRole('group', { name: /Filters/ })).toBeVisible();
  for (const group of await filters.getByRole('group').all())
    await expect(group).toHaveAccessibleName(/\S/);
});
