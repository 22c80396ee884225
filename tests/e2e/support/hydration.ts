import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated `selector` (it marks the elements it owns).
 * What a test types before that lands in the server's markup, which the
 * form's script has not yet taken over; on a loaded machine that can take
 * seconds.
 */
export async function waitForHydration(page: Page, selector = 'form') {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
