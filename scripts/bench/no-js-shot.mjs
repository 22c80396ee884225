// The home at 390 px as a phone shows it before any script has run:
// Chromium with JavaScript disabled, the screenshot kept beside the report.
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

const dir = new URL('../../bench/', import.meta.url).pathname;
export const NO_JS_SHOT = 'home-no-js-390.png';

/** Takes the screenshot and says what a visitor sees in it: the first slide painted, the brand. */
export async function homeWithoutJavaScript(site) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(site + '/', { waitUntil: 'load' });
    const seen = await page.evaluate(() => {
      const slide = document.querySelector('[data-testid="slideshow"] img');
      const box = slide?.getBoundingClientRect();
      const brand = document.querySelector('h1');
      return {
        slidePainted: Boolean(slide && slide.complete && slide.naturalWidth > 0),
        slideCoversWidth: Boolean(box && box.width >= window.innerWidth - 1),
        slideSrc: slide?.currentSrc ?? null,
        brand: brand?.textContent?.trim() ?? null,
        scripts: document.scripts.length,
      };
    });
    // The slides enter from above over 2 s (a CSS animation, which runs
    // without scripts): the picture once they have landed.
    await page.waitForTimeout(2600);
    await page.screenshot({ path: join(dir, NO_JS_SHOT) });
    return { file: `bench/${NO_JS_SHOT}`, ...seen };
  } finally {
    await browser.close();
  }
}
