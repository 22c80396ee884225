import { talentsOf } from './support/api';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

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
    // An actor who is not also a model (a model's one address is under models).
    const models = new Set((await talentsOf(1)).map((t) => t.id));
    const actor = (await talentsOf(2)).find((t) => !models.has(t.id))!;
    await page.goto(`/atores/${actor.id}/x`);
    const [, , id, name] = new URL(page.url()).pathname.split('/');
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

// What the panel looks like on every frame from an action until it has settled
// in `end`: its opacity, or "hidden" while it is not displayed, and whether it
// takes clicks and focus.
async function watchPanel(page: Page, act: () => Promise<void>, end: '1' | 'hidden') {
  const look = () =>
    page.evaluate(() => {
      const panel = document.getElementById('site-menu')!;
      const style = getComputedStyle(panel);
      const moving = panel.getAnimations().length > 0 ? ' moving' : '';
      return style.display === 'none' ? 'hidden' : `${style.opacity}${moving}`;
    });
  await page.evaluate(() => {
    const watch = { frames: [] as string[], stop: false };
    (window as unknown as { watch: typeof watch }).watch = watch;
    const panel = document.getElementById('site-menu')!;
    const note = () => {
      const style = getComputedStyle(panel);
      const toggle = document.querySelector('button[aria-controls="site-menu"]')!;
      const said = toggle.getAttribute('aria-expanded') === 'true' ? ' open' : ' closed';
      watch.frames.push(
        style.display === 'none'
          ? 'hidden'
          : `${style.opacity}${panel.inert ? ' inert' : ''}${said}`,
      );
      if (!watch.stop) requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  await act();
  await expect.poll(look).toBe(end);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const { watch } = window as unknown as { watch: { frames: string[]; stop: boolean } };
        watch.stop = true;
        requestAnimationFrame(() => resolve(watch.frames));
      }),
  );
}
const openMenu = (page: Page) =>
  watchPanel(page, () => page.getByRole('button', { name: 'Open menu' }).click(), '1');
const closeMenu = (page: Page) =>
  watchPanel(page, () => page.getByRole('button', { name: 'Close menu' }).click(), 'hidden');
const between = (frames: string[]) =>
  frames.filter((frame) => /^0\.\d+/.test(frame) && Number.parseFloat(frame) > 0);

test.describe('the phone menu moves', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('it slides in as it opens and away as it closes, taking no click meanwhile', async ({
    page,
  }) => {
    await page.goto('/en/about');
    await waitForHydration(page, '#site-menu');
    const opening = await openMenu(page);
    // Never the whole panel before it fades in (the animation loads on the first opening).
    const shown = opening.find((frame) => frame !== 'hidden')!;
    expect(Number.parseFloat(shown), opening.join(' ')).toBeLessThan(1);
    expect(between(opening).length, opening.join(' ')).toBeGreaterThan(0);
    expect(opening.at(-1)).toBe('1 open');
    const closing = await closeMenu(page);
    const leaving = between(closing);
    expect(leaving.length, closing.join(' ')).toBeGreaterThan(0);
    // Said closed at once, while the panel is still leaving, and out of reach.
    expect(leaving.every((frame) => frame.endsWith(' inert closed'))).toBe(true);
    expect(closing.at(-1)).toBe('hidden');
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
    // Wider, the same panel is the inline menu: nothing of the slide stays on it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    expect(
      await page.locator('#site-menu').evaluate((panel) => {
        const style = getComputedStyle(panel);
        return [style.opacity, style.transform];
      }),
    ).toEqual(['1', 'none']);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('it opens and closes at once', async ({ page }) => {
      await page.goto('/en/about');
      await waitForHydration(page, '#site-menu');
      const opening = await openMenu(page);
      expect(between(opening)).toEqual([]);
      expect(opening.at(-1)).toBe('1 open');
      const closing = await closeMenu(page);
      expect(between(closing)).toEqual([]);
      expect(closing.at(-1)).toBe('hidden');
    });
  });
});

test.describe('mobile menu without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('its toggle is a link that opens the panel, whose links navigate', async ({ page }) => {
    await page.goto('/en');
    const contact = page.getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toBeHidden();
    // The scripts' button is not offered: it would do nothing.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/\/en#site-menu$/);
    await expect(contact).toBeVisible();
    const box = await contact.boundingBox();
    expect(box!.width).toBeGreaterThan(0);
    expect(box!.y).toBeGreaterThanOrEqual(64);
    // The Casting list is open in the panel.
    await expect(page.getByRole('link', { name: 'Actors', exact: true })).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByRole('link', { name: 'About us' })).toBeHidden();
  });

  test('on a wide screen the Casting list opens on hover and on focus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/contact');
    const actors = page.getByRole('link', { name: 'Actors', exact: true });
    await expect(actors).toBeHidden();
    await page.getByRole('button', { name: 'Casting' }).hover();
    await expect(actors).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(actors).toBeHidden();
    await page.getByRole('button', { name: 'Casting' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Models', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/models$/);
  });
});

test.describe('mobile menu with JavaScript offers no link toggle', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('only the button', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('mobile menu with the keyboard and the pointer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const active = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const element = document.activeElement!;
      return {
        tag: element.tagName,
        label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        inMenu: element.closest('#site-menu') !== null,
      };
    });

  test('Escape closes it and gives the focus back to the toggle', async ({ page }) => {
    await page.goto('/sobre-nos');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Contato' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await active(page)).inMenu).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Contato' })).toBeHidden();
    expect(await active(page)).toEqual({ tag: 'BUTTON', label: 'Abrir menu', inMenu: false });
  });

  test('Escape in the Casting list closes only the list', async ({ page }) => {
    await page.goto('/sobre-nos');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const casting = page.getByRole('button', { name: 'Casting' });
    await casting.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Modelos' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Modelos' })).toBeHidden();
    const focused = await active(page);
    expect(focused).toMatchObject({ tag: 'BUTTON', inMenu: true });
    expect(focused.label).toMatch(/^Casting/);
    await expect(page.getByRole('link', { name: 'Contato' })).toBeVisible();
  });

  test('Tab stays inside the open menu', async ({ page }) => {
    await page.goto('/sobre-nos');
    await page.getByRole('button', { name: 'Abrir menu' }).focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toBeFocused();
    await expect(page.getByRole('link', { name: 'Contato' })).toBeVisible();
    // Shift+Tab from the toggle goes to the menu's last control…
    await page.keyboard.press('Shift+Tab');
    const last = await active(page);
    expect(last.inMenu).toBe(true);
    // …and Tab from there comes back to the toggle.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // A full round never leaves the toggle and the menu.
    const seen: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      const element = await active(page);
      expect(element.inMenu || element.label === 'Fechar menu', JSON.stringify(element)).toBe(true);
      seen.push(element.label);
    }
    expect(seen).toContain('Fechar menu');
    expect(seen).toContain(last.label);
  });

  test('a click outside closes it', async ({ page }) => {
    await page.goto('/sobre-nos');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const contact = page.getByRole('link', { name: 'Contato' });
    await expect(contact).toBeVisible();
    const menu = (await page.locator('#site-menu').boundingBox())!;
    // Below the panel, on the page itself.
    await page.mouse.click(8, Math.min(menu.y + menu.height + 40, 830));
    await expect(contact).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page).toHaveURL(/\/sobre-nos$/);
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

  test('Escape in the Casting list gives the focus back to its button', async ({ page }) => {
    await page.goto('/en');
    const casting = page.getByRole('button', { name: 'Casting' });
    await casting.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Models' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Models' })).toBeHidden();
    await expect(casting).toHaveAttribute('aria-expanded', 'false');
    expect(
      await casting.evaluate((button) => button === document.activeElement),
      'focus is on the Casting button',
    ).toBe(true);
  });
});

test('the footer shows the current year, the commercial email and the credit', async ({ page }) => {
  await page.goto('/en/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(/Powered by/);
});
