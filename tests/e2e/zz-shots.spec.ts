import { test, expect } from '@playwright/test';
import { findProfile } from './support/api';
import { slugify } from '../../lib/talents/slug';

for (const js of [false, true]) {
  for (const width of [390, 1440]) {
    test(`shot js=${js} ${width}`, async ({ browser }) => {
      const talent = await findProfile(
        (p) => p.gender === 'woman' && (p.book as {type:string}[]).some((i) => i.type === 'double') && p.snap.length > 0 && p.video.length > 0,
      );
      const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/en/models/${talent.id}/${slugify(talent.name)}`);
      await expect(page.getByRole('group', { name: 'Media' }).getByRole('link', { name: 'Snaps' })).toBeVisible();
      if (js) await expect(page.getByTestId('media-book')).toHaveClass(/swiper-initialized/);
      await page.screenshot({ path: `/tmp/shots-profile/profile-${js ? 'js' : 'nojs'}-${width}.png`, fullPage: true });
      if (!js) {
        await page.getByRole('region', { name: 'Book' }).evaluate((el) => el.scrollBy(el.clientWidth, 0));
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/shots-profile/profile-nojs-${width}-scrolled.png` });
        await page.getByRole('link', { name: 'Snaps' }).click();
        await page.getByRole('link', { name: 'cm' }).click();
        await page.screenshot({ path: `/tmp/shots-profile/profile-nojs-${width}-snaps-cm.png`, fullPage: true });
      }
      await context.close();
    });
  }
}
