import { expect, test } from '@playwright/test';
import { findProfile } from './support/api';
import { slugify } from '../../lib/talents/slug';

// A profile opens on its photos: on a phone and on a desktop at least half of the first photo is in
// the first screen, under the name and the media tabs, which are there, opaque, as soon as the
// page is (no entrance animation that hides a control), with and without scripts.

const screens = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const paths = { pt: '/modelos', en: '/en/models', es: '/es/modelos' } as const;

for (const javaScriptEnabled of [true, false]) {
  for (const screen of screens) {
    test(`${screen.width} × ${screen.height}${javaScriptEnabled ? '' : ', without scripts'}: half of the first photo or more is in the first screen, and the tabs show at once`, async ({
      browser,
    }) => {
      const talent = await findProfile((p) => p.book.length > 0 && p.snap.length > 0);
      const context = await browser.newContext({ viewport: screen, javaScriptEnabled });
      const page = await context.newPage();
      for (const [locale, list] of Object.entries(paths)) {
        await page.goto(`${list}/${talent.id}/${slugify(talent.name)}`, {
          waitUntil: 'domcontentloaded',
        });
        // The first frame a visitor sees is drawn with the stylesheets: without scripts nothing
        // holds DOMContentLoaded back for them, and an unstyled layout is no screen anyone sees.
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
                (link) => link.sheet !== null,
              ),
            ),
          )
          .toBe(true);
        // Read at once: nothing waits for an animation to end.
        const tabs = await page
          .locator('[data-media-tab]')
          .evaluateAll((links) =>
            links.map((link) => [
              getComputedStyle(link.parentElement!).opacity,
              getComputedStyle(link.parentElement!).visibility,
              getComputedStyle(link.parentElement!).animationName,
            ]),
          );
        expect(tabs.length, locale).toBeGreaterThan(1);
        for (const tab of tabs) expect(tab, locale).toEqual(['1', 'visible', 'none']);
        // Read in one pass in the page: with scripts the row may become the slider meanwhile.
        const firstPhoto = () =>
          page.evaluate(() => {
            const shown = [...document.querySelectorAll('.media-gallery [data-media-panel] img')]
              .map((img) => img.getBoundingClientRect())
              .filter((r) => r.width > 0 && r.height > 0)
              .sort((a, b) => a.y - b.y || a.x - b.x);
            const r = shown[0];
            return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
          });
        await expect.poll(firstPhoto).not.toBeNull();
        const box = (await firstPhoto())!;
        const seen = Math.min(screen.height, box.y + box.height) - Math.max(0, box.y);
        expect(
          seen / box.height,
          `${locale}: photo at ${box.y}, ${box.height} tall`,
        ).toBeGreaterThanOrEqual(0.5);
        // Nothing sits between the tabs and the photos: the measurements come after them.
        const measurements = (await page.getByTestId('measurements').boundingBox())!;
        if (screen.width < 1024) expect(measurements.y, locale).toBeGreaterThan(box.y);
        else expect(measurements.x, locale).toBeGreaterThan(box.x + box.width);
      }
      await context.close();
    });
  }
}
