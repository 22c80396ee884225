import { expect, test, type Locator, type Page } from '@playwright/test';
import { talentsOf } from './support/api';
import { expectNoViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { slugify } from '../../lib/talents/slug';

// A profile and a selection travel by WhatsApp or a copied link. The WhatsApp link is a plain link
// in the server's HTML (it works without scripts); "Copy link" says what it did where it is seen and
// heard; a phone's share sheet gets the address; nothing is asked of WhatsApp before a press.

const languages = [
  { lang: 'pt', list: '/modelos', words: 'Veja o perfil de', whatsApp: 'Enviar pelo WhatsApp' },
  { lang: 'en', list: '/en/models', words: 'See', whatsApp: 'Send by WhatsApp' },
  { lang: 'es', list: '/es/modelos', words: 'Mira el perfil de', whatsApp: 'Enviar por WhatsApp' },
] as const;

/** The words of a WhatsApp link's message, decoded. */
const messageOf = async (link: Locator) =>
  new URL((await link.getAttribute('href'))!).searchParams.get('text')!;

const whatsApp = (page: Page, name: string) =>
  page.getByTestId('share-controls').getByRole('link', { name: new RegExp(`^${name}`) });

async function aProfile(list: string) {
  const [talent] = await talentsOf(1);
  return { talent: talent!, path: `${list}/${talent!.id}/${slugify(talent!.name)}` };
}

for (const { lang, list, words, whatsApp: label } of languages) {
  test(`a profile in ${lang}: the server HTML has a WhatsApp link holding its address`, async ({
    request,
    baseURL,
  }) => {
    const { talent, path } = await aProfile(list);
    const html = await (await request.get(path)).text();
    const href = /<a [^>]*href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(href, 'a wa.me link in the HTML').toBeDefined();
    const text = new URL(href!.replaceAll('&amp;', '&')).searchParams.get('text')!;
    expect(text.startsWith(words)).toBe(true);
    expect(text).toContain(talent.name);
    expect(text.endsWith(` ${new URL(path, baseURL).toString()}`)).toBe(true);
    expect(html).toContain(`>${label}</a>`);
  });
}

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('a profile offers WhatsApp, in view, and no button that would do nothing', async ({
    page,
  }) => {
    const { talent, path } = await aProfile('/modelos');
    await page.goto(path);
    const link = whatsApp(page, 'Enviar pelo WhatsApp');
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await messageOf(link)).toBe(
      `Veja o perfil de ${talent.name} — Aurora Talents: ${page.url()}`,
    );
    await expect(page.getByTestId('share-controls').getByRole('button')).toBeHidden();
  });

  test('a shared selection offers WhatsApp with its address', async ({ page }) => {
    const [a, b, c] = await talentsOf(1);
    await page.goto(`/en/selection?ids=${a!.id},${b!.id},${c!.id}`);
    const link = whatsApp(page, 'Send by WhatsApp');
    await expect(link).toBeVisible();
    expect(await messageOf(link)).toBe(
      `A selection of talents — Aurora Talents: ${page.url().replaceAll('%2C', ',')}`,
    );
    // The line that says what needs scripts (in a <noscript>, which text locators pass over).
    const note = page.locator('main noscript p');
    await expect(note).toContainText('send it by WhatsApp');
    await expect(note).toContainText('copying its link');
    await expect(note).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('"Copy link" on a profile copies its address and says so in the live region', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { path } = await aProfile('/en/models');
    const asked: string[] = [];
    page.on('request', (request) => void asked.push(request.url()));
    await page.goto(path);
    await waitForHydration(page, '[data-testid="share-controls"] button');
    const controls = page.getByTestId('share-controls');
    // The live region is there before the press, so its new words are announced.
    const status = controls.getByRole('status');
    await expect(status).toBeAttached();
    await status.evaluate((node) => node.setAttribute('data-before', 'yes'));
    await controls.getByRole('button', { name: 'Copy link' }).click();
    await expect(status).toHaveText('Link copied. Paste it in a message or an e-mail:');
    await expect(status).toHaveAttribute('data-before', 'yes');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(controls.getByRole('textbox', { name: 'Link to share' })).toHaveValue(page.url());
    // Nothing was asked of WhatsApp: its link is followed only when pressed.
    expect(asked.filter((url) => /whatsapp|wa\.me/.test(new URL(url).hostname))).toEqual([]);
  });

  test('the profile with its share controls has no accessibility violation', async ({ page }) => {
    const { path } = await aProfile('/en/models');
    await page.goto(path);
    await page.getByTestId('share-controls').scrollIntoViewIfNeeded();
    await expectNoViolations(page);
  });
});

test.describe('on a phone with a share sheet', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"Share this profile" hands the sheet the name and address', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    const { talent, path } = await aProfile('/es/modelos');
    await page.goto(path);
    const button = page
      .getByTestId('share-controls')
      .getByRole('button', { name: 'Compartir este perfil' });
    await button.tap();
    await expect(page.getByTestId('share-controls').getByRole('status')).toHaveText('Compartido.');
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([
      {
        title: talent.name,
        text: `Mira el perfil de ${talent.name} — Aurora Talents:`,
        url: page.url(),
      },
    ]);
  });
});
