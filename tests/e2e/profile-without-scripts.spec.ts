import { expect, test, type Page } from '@playwright/test';
import { findProfile, type ApiProfile } from './support/api';
import { waitForHydration } from './support/hydration';
import { formatHeight } from '../../lib/units/height';
import { convertShoeSize, formatShoeSize } from '../../lib/units/shoes';
import { slugify } from '../../lib/talents/slug';

// A profile is whole without JavaScript: every Book picture can be scrolled
// to, Snaps and Videos are links the server answers, and the units switch
// through links. With scripts the same links switch in place.

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

  test('Snaps and Videos open through their links, and the units switch through theirs', async ({
    page,
  }) => {
    const talent = await wholeProfile();
    await page.goto(at(talent));
    const snaps = tabs(page).getByRole('link', { name: 'Snaps' });
    // The tabs are shown (after their entry), not a gap.
    await expect(snaps).toBeVisible();
    await snaps.click();
    await expect(page).toHaveURL(/\?media=snap$/);
    await expect(snaps).toHaveAttribute('aria-current', 'true');
    await expect(section(page, 'Snaps').getByRole('img')).toHaveCount(photoCount(talent.snap));
    await expect(section(page, 'Snaps').getByRole('img').first()).toBeInViewport();

    await tabs(page).getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\?media=video$/);
    // One slide per video, whatever draws it.
    await expect(section(page, 'Videos').locator(':scope > div')).toHaveCount(talent.video.length);

    // English shows ft/in and US sizes until the visitor chooses.
    await expect(value(page, 'height')).toHaveText(formatHeight(cm(talent.height), 'ftin', 'en'));
    await page
      .getByRole('group', { name: 'Length unit' })
      .getByRole('link', { name: 'cm' })
      .click();
    await expect(value(page, 'height')).toHaveText(formatHeight(cm(talent.height), 'cm', 'en'));
    await page
      .getByRole('group', { name: 'Shoe sizes' })
      .getByRole('link', { name: 'UK (United Kingdom)' })
      .click();
    await expect(value(page, 'shoes')).toHaveText(
      formatShoeSize(br(talent.shoes), 'UK', 'woman', 'en'),
    );
    // Each link kept what the others chose.
    await expect(page).toHaveURL(/\?media=video&height=cm&shoes=UK$/);
    await expect(value(page, 'height')).toHaveText(formatHeight(cm(talent.height), 'cm', 'en'));
    await expect(section(page, 'Videos')).toBeVisible();
  });
});

test('a chosen tab or unit is the same profile page, which names the bare profile as canonical', async ({
  request,
}) => {
  const talent = await wholeProfile();
  const bare = await request.get(at(talent));
  const chosen = await request.get(`${at(talent)}?media=snap&height=cm`);
  expect(chosen.status()).toBe(200);
  // Both name the bare profile as the one address.
  const canonical = /<link rel="canonical" href="([^"]+)"/;
  expect(canonical.exec(await chosen.text())?.[1]).toBe(canonical.exec(await bare.text())?.[1]);
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
    await expect(page).toHaveURL(/\?media=snap$/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(section(page, 'Videos')).toBeVisible();
    await expect(page.locator('body[data-same-page]')).toHaveCount(1);
  });

  test('focus never lands on something unseen, the media tabs before their entry included', async ({
    page,
  }) => {
    const talent = await wholeProfile();
    // Every animation held at its start: the tabs stay in their entry's first frame.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto(at(talent));
    await waitForHydration(page, '[aria-label="Media"] a');
    const book = tabs(page).getByRole('link', { name: 'Book' });
    await expect(book).toBeHidden();
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
    // Through the whole page, past the gallery to the footer.
    let footer = false;
    for (let step = 0; step < 80 && !footer; step += 1) {
      await page.keyboard.press('Tab');
      expect(await unseen()).toBeNull();
      footer = await page.evaluate(() => document.activeElement?.closest('footer') != null);
    }
    expect(footer).toBe(true);
    // Once shown they take focus like any link.
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(book).toBeVisible();
    await book.focus();
    await expect(book).toBeFocused();
    expect(await unseen()).toBeNull();
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
