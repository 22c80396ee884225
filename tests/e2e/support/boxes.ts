import type { Locator, Page } from '@playwright/test';

/**
 * Every visible link and button of the header whose text wraps: the height of
 * its visible text (screen-reader text left out) against the computed
 * line-height of that text. One line is up to 1.5 line-heights tall.
 */
export async function wrappedHeaderControls(page: Page): Promise<string[]> {
  return page.locator('[data-site-header]').evaluate((header) => {
    const wrapped: string[] = [];
    for (const control of header.querySelectorAll<HTMLElement>('a, button')) {
      if (control.getClientRects().length === 0) continue;
      let top = Infinity;
      let bottom = -Infinity;
      let lineHeight = 0;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || parent.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          top = Math.min(top, rect.top);
          bottom = Math.max(bottom, rect.bottom);
        }
        lineHeight = Math.max(lineHeight, parseFloat(getComputedStyle(parent).lineHeight));
      }
      if (lineHeight > 0 && bottom - top > lineHeight * 1.5) {
        wrapped.push(`${control.textContent?.trim()} (${Math.round(bottom - top)} px)`);
      }
    }
    return wrapped;
  });
}

type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Console errors and uncaught page errors (a hydration mismatch is one) of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
