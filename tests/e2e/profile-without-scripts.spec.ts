import { expect, test, type Locator, type Page } from '@playwright/test';
import { findProfile, profile, type ApiProfile } from './support/api';
import { waitForHydration } from './support/hydration';
import { formatHeight } from '../../lib/units/height';
import { convertShoeSize, formatShoeSize } from '../../lib/units/shoes';
import { slugify } from '../../lib/talents/slug';

// A profile is whole without JavaScript: every Book picture can be scrolled
// to, Snaps and Videos are panels of the same page its tabs link to, and the
// units are radios whose choice CSS shows. With scripts the same tabs and
// radios switch in place. The page itself is cached: nothing reads a query.

type Item = { type: string; files?: unknown[] };
/** The photos a list of media shows: one per image, the first two of a double. */
const photoCount = (items: unknown[]) =>
  (items as Item[]).reduce(
    (sum, item) =>
      sum +
      (item.type === 'image' ? 1 : item.type === 'double' ? Math.min(item.files!.length, 2) : 0),
    0,
  );
const hasDouble = (items: unknown[]) => (items as Item[]).some((item) => item.type === 'double');
const cm = (text: string) => Number(text.split('/')[0]);
const br = (text: string) => Number(text.split(' ')[0]);

/** A woman with a double slide in her Book, Snaps, Videos, a height and shoes the chart converts. */
const wholeProfile = () =>
  findProfile(
    (p) =>
      p.gender === 'woman' &&
      hasDouble(p.book) &&
      p.snap.length > 0 &&
      p.video.length > 0 &&
      !!p.height &&
      !!p.shoes &&
      convertShoeSize(br(p.shoes), 'UK', 'woman') !== null,
  );

const at = (talent: ApiProfile) => `/en/models/${talent.id}/${slugify(talent.name)}`;
const tabs = (page: Page) => page.getByRole('group', { name: 'Media' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const value = (page: Page, label: string) =>
  page.getByTestId('measurements').locator(`[data-measure="${label}"] dd`);
const radio = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
/** The value as a person reads it: one unit shown, whatever else the HTML holds. */
async function expectShown(dd: Locator, text: string) {
  await expect(dd).toHaveText(text, { useInnerText: true });
  await expect(dd.locator('span:visible')).toHaveCount(1);
}
/** A seeded talent with Book and Snaps. */
const BEATRIZ = '/en/models/59/beatriz-cardoso';
/** The chosen tab's fill (the theme's ink). */
const INK = 'rgb(17, 17, 17)';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`at ${width} px every Book picture can be reached`, async ({ page }) => {
      const talent = await wholeProfile();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at(talent));
      const pictures = section(page, 'Book').getByRole('img');
      await expect(pictures).toHaveCount(photoCount(talent.book));
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toBeInViewport();
        // Loaded where it is (lazy pictures too), and of a real size.
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        expect((await picture.boundingBox())!.height).toBeGreaterThan(100);
      }
    });
  }

  test('Snaps and Videos open inside the page, and the units switch through their radios', async ({
    page,
  }) => {
    const talent = await wholeProfile();
    await page.goto(at(talent));
    const snaps = tabs(page).getByRole('link', { name: 'Snaps' });
    // The tabs are shown (after their entry), not a gap.
    await expect(snaps).toBeVisible();
    await snaps.click();
    await expect(page).toHaveURL(`${at(talent)}#media-snap`);
    await expect(section(page, 'Snaps').getByRole('img')).toHaveCount(photoCount(talent.snap));
    await expect(section(page, 'Snaps').getByRole('img').first()).toBeInViewport();
    await expect(section(page, 'Book')).toBeHidden();
    // The tabs stay in view above the panel they jumped to.
    await expect(snaps).toBeInViewport();
    await expect(snaps).toHaveCSS('background-color', INK);
    await expect(tabs(page).getByRole('link', { name: 'Book' })).not.toHaveCSS(
      'background-color',
      INK,
    );

    await tabs(page).getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(`${at(talent)}#media-video`);
    await expect(section(page, 'Snaps')).toBeHidden();
    // One slide per video, whatever draws it.
    await expect(section(page, 'Videos').locator(':scope > div')).toHaveCount(talent.video.length);

    // English shows ft/in and US sizes until the visitor chooses.
    await expectShown(value(page, 'height'), formatHeight(cm(talent.height), 'ftin', 'en'));
    await radio(page, 'Length unit', 'cm').check();
    await expectShown(value(page, 'height'), formatHeight(cm(talent.height), 'cm', 'en'));
    await radio(page, 'Shoe sizes', 'UK (United Kingdom)').check();
    await expectShown(value(page, 'shoes'), formatShoeSize(br(talent.shoes), 'UK', 'woman', 'en'));
    // Each choice kept the others; none is in the address.
    await expectShown(value(page, 'height'), formatHeight(cm(talent.height), 'cm', 'en'));
    await expect(section(page, 'Videos')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test("a profile's tabs and units switch on the page itself, the address never asked", async ({
    page,
  }) => {
    const talent = await profile(59);
    expect(slugify(talent.name)).toBe('beatriz-cardoso');
    expect(talent.snap.length).toBeGreaterThan(0);
    const gender = talent.gender;
    await page.goto(BEATRIZ);
    await tabs(page).getByRole('link', { name: 'Snaps' }).click();
    const snaps = page.getByTestId('media-snap');
    await expect(snaps).toBeVisible();
    expect((await snaps.boundingBox())?.width).toBeGreaterThan(100);
    await expect(page.getByTestId('media-book')).toBeHidden();
    expect(page.url()).not.toContain('?');

    await radio(page, 'Length unit', 'cm').check();
    await expectShown(value(page, 'height'), formatHeight(cm(talent.height), 'cm', 'en'));
    await radio(page, 'Shoe sizes', 'EU (Europe)').check();
    await expectShown(value(page, 'shoes'), formatShoeSize(br(talent.shoes), 'EU', gender, 'en'));
    await expect(value(page, 'shoes')).toHaveText(/^EU/, { useInnerText: true });
    expect(new URL(page.url()).search).toBe('');
  });

  test('a shared link to a tab opens it', async ({ page }) => {
    await page.goto(`${BEATRIZ}#media-snap`);
    await expect(page.getByTestId('media-snap')).toBeVisible();
    await expect(page.getByTestId('media-book')).toBeHidden();
    await expect(tabs(page).getByRole('link', { name: 'Snaps' })).toBeInViewport();
  });
});

test('a profile is one cached page, which a shared cache may keep', async ({ request }) => {
  await request.get(BEATRIZ);
  const again = await request.get(BEATRIZ);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(again.headers()['cache-control']).toMatch(/s-maxage=\d+/);
});

test.describe('with JavaScript', () => {
  test('the media tabs switch in place with the keyboard, the address following', async ({
    page,
  }) => {
    const talent = await wholeProfile();
    await page.goto(at(talent));
    const book = tabs(page).getByRole('link', { name: 'Book' });
    await waitForHydration(page, '[aria-label="Media"] a');
    await expect(book).toBeVisible();
    await book.focus();
    await page.keyboard.press('Tab');
    const snaps = tabs(page).getByRole('link', { name: 'Snaps' });
    await expect(snaps).toBeFocused();
    // A mark the page would lose if the link reloaded it.
    await page.evaluate(() => document.body.setAttribute('data-same-page', ''));
    await page.keyboard.press('Enter');
    await expect(section(page, 'Snaps')).toBeVisible();
    await expect(snaps).toHaveAttribute('aria-current', 'true');
    await expect(book).not.toHaveAttribute('aria-current');
    await expect(snaps).toBeFocused();
    await expect(page).toHaveURL(`${at(talent)}#media-snap`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(section(page, 'Videos')).toBeVisible();
    await expect(page.locator('body[data-same-page]')).toHaveCount(1);
  });

  test('the tabs and units switch in place; a reload keeps the units, a shared tab opens', async ({
    page,
    context,
  }) => {
    const talent = await profile(59);
    const gender = talent.gender;
    await page.goto(BEATRIZ);
    await waitForHydration(page, '[aria-label="Media"] a');
    await tabs(page).getByRole('link', { name: 'Snaps' }).click();
    await expect(page.getByTestId('media-snap')).toBeVisible();
    await expect(page.getByTestId('media-book')).toBeHidden();
    await expect(tabs(page).getByRole('link', { name: 'Snaps' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page).toHaveURL(`${BEATRIZ}#media-snap`);
    // Swiper takes over the chosen panel once the page is interactive.
    await expect(page.getByTestId('media-snap')).toHaveClass(/swiper-initialized/);

    await waitForHydration(page, 'input[name="height-unit"]');
    await radio(page, 'Length unit', 'cm').check();
    await expectShown(value(page, 'height'), formatHeight(cm(talent.height), 'cm', 'en'));
    await radio(page, 'Shoe sizes', 'EU (Europe)').check();
    await expectShown(value(page, 'shoes'), formatShoeSize(br(talent.shoes), 'EU', gender, 'en'));
    expect(new URL(page.url()).search).toBe('');

    await page.reload();
    await expect(radio(page, 'Length unit', 'cm')).toBeChecked();
    await expect(radio(page, 'Shoe sizes', 'EU (Europe)')).toBeChecked();
    await expectShown(value(page, 'height'), formatHeight(cm(talent.height), 'cm', 'en'));
    await expectShown(value(page, 'shoes'), formatShoeSize(br(talent.shoes), 'EU', gender, 'en'));

    const shared = await context.newPage();
    await shared.goto(`${BEATRIZ}#media-snap`);
    await waitForHydration(shared, '[aria-label="Media"] a');
    await expect(tabs(shared).getByRole('link', { name: 'Snaps' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(shared.getByTestId('media-snap')).toBeVisible();
    await expect(shared.getByTestId('media-book')).toBeHidden();
  });

  test('focus never lands on something unseen, and the media tabs show from the first frame', async ({
    page,
  }) => {
    const talent = await wholeProfile();
    // Every animation held at its start: what has an entry stays in its first frame.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto(at(talent));
    await waitForHydration(page, '[aria-label="Media"] a');
    const unseen = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        for (let node = focused; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (Number(style.opacity) === 0 || style.visibility !== 'visible')
            return `${focused!.outerHTML.slice(0, 80)} under ${node.tagName}.${node.className}`;
        }
        return null;
      });
    // The tabs have no entry of their own: shown, and reached, with the page.
    const book = tabs(page).getByRole('link', { name: 'Book' });
    await expect(book).toBeVisible();
    await book.focus();
    await expect(book).toBeFocused();
    expect(await unseen()).toBeNull();
    // Through the whole page, past the gallery to the footer.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let footer = false;
    for (let step = 0; step < 80 && !footer; step += 1) {
      await page.keyboard.press('Tab');
      expect(await unseen()).toBeNull();
      footer = await page.evaluate(() => document.activeElement?.closest('footer') != null);
    }
    expect(footer).toBe(true);
  });

  test("a double slide's two photos each have their own alt", async ({ page }) => {
    const talent = await wholeProfile();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at(talent));
    const slider = page.getByTestId('media-book');
    await expect(slider).toHaveClass(/swiper-initialized/);
    const count = photoCount(talent.book);
    const alts = await slider
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toEqual(
      Array.from({ length: count }, (_, index) => `${talent.name}, photo ${index + 1} of ${count}`),
    );
    const double = slider.locator('.swiper-slide').filter({ has: page.locator('img + img') });
    const pair = await double
      .first()
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(pair).toHaveLength(2);
    expect(new Set(pair).size).toBe(2);
  });
});
