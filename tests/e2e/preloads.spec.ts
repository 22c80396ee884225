import { expect, test } from '@playwright/test';

// What a page preloads, its first paint uses: the browser warns of a preload left unused a few
// seconds after load (a stylesheet of another page that a prefetched link brought, a picture the
// page then asked for at another size).
const UNUSED = /preloaded using link preload but not used/;

for (const [path, width] of [
  ['/en/models', 390],
  ['/en/models', 1440],
  ['/es/blog', 390],
  ['/modelos/17/x', 390],
  ['/', 1440],
] as const) {
  test(`${path} at ${width} px preloads nothing it leaves unused`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (UNUSED.test(message.text())) warnings.push(message.text());
    });
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('load');
    // Chromium says so about three seconds after load.
    await page.waitForTimeout(4_500);
    expect(warnings).toEqual([]);
  });
}
