import { expect, test } from '@playwright/test';
import { findProfile } from './support/api';

// What a screen reader or voice control gets from the controls whose names
// the audit flagged (WCAG 2.5.3 Label in Name, 4.1.2 Name, Role, Value).

test('each language link is named by its visible code, then its language', async ({ page }) => {
  await page.goto('/en/contact');
  const links = page.getByRole('navigation', { name: 'Language' }).getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    const visible = (await link.innerText()).trim();
    expect(visible).toMatch(/^(PT|EN|ES)$/);
    await expect(link).toHaveAccessibleName(new RegExp(`^${visible} – \\S+`));
  }
  await expect(links.filter({ hasText: 'PT' })).toHaveAccessibleName('PT – Português');
});

test('a favorite button says what a press does, without a pressed state besides', async ({
  page,
}) => {
  await page.goto('/en/models');
  const card = page.locator('#talent-grid li').first();
  const name = (await card.getByRole('link').textContent())!.trim();
  const add = card.getByRole('button', { name: `Add ${name} to favorites` });
  await expect(add).toBeEnabled();
  expect(await add.ariaSnapshot()).toBe(`- button "Add ${name} to favorites"`);
  await add.click();
  const remove = card.getByRole('button', { name: `Remove ${name} from favorites` });
  await expect(remove).toBeVisible();
  // "Remove … from favorites", not "Remove … from favorites, pressed".
  expect(await remove.ariaSnapshot()).toBe(`- button "Remove ${name} from favorites"`);
  await remove.click();
  await expect(add).toBeVisible();
});

test('a talent card says its name once: the link, not also the picture', async ({ page }) => {
  await page.goto('/en/models');
  const card = page.locator('#talent-grid li').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await expect(card.getByRole('link')).toHaveAccessibleName(name);
  // The picture is decorative (alt=""), out of the accessibility tree: the name
  // is not read a second time from it.
  await expect(card.locator('img')).toHaveAttribute('alt', '');
  await expect(card.getByRole('img')).toHaveCount(0);
  expect(await card.ariaSnapshot()).not.toMatch(/- img/);
});

test("the profile slider's arrows are named buttons without images", async ({ page }) => {
  const talent = await findProfile((p) => p.book.length >= 3);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/modelos');
  await page.locator(`#talent-grid a[href*="/${talent.id}/"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(talent.name);
  const gallery = page.getByTestId('media-book');
  const next = gallery.getByRole('button', { name: 'Próximo', exact: true });
  await expect(next).toBeVisible();
  const previous = gallery.getByRole('button', { name: 'Anterior', exact: true });
  await expect(previous).toBeAttached();
  // Their icons are hidden: a screen reader finds the button and nothing in it.
  expect(await next.ariaSnapshot()).toBe('- button "Próximo"');
  expect(await previous.ariaSnapshot()).toMatch(/^- button "Anterior"( \[disabled\])?$/);
  for (const image of await gallery.getByRole('img').all())
    await expect(image).toHaveAccessibleName(/\S/);
  // And they still move the slider.
  const first = gallery.locator('.swiper-slide').first();
  await next.click();
  await expect(first).not.toHaveClass(/swiper-slide-active/);
  await previous.click();
  await expect(first).toHaveClass(/swiper-slide-active/);
});
