import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';

// Parts hydrated after the first load (components/experience/lazyHydrated.tsx)
// must still be in the server's HTML where they stand: a page cached or read
// without JavaScript would otherwise keep them in a hidden block at its end.

const STREAMED = /<div hidden id="S:\d+">/;

async function profilePaths(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/modelos')).text();
  const paths = [...html.matchAll(/href="(\/modelos\/\d+\/[^"?#]+)"/g)].map((m) => m[1]!);
  return [...new Set(paths)].slice(0, 8);
}

test('no part of a page is streamed after it: every page has its parts in place', async ({
  page,
}) => {
  const profiles = await profilePaths(page);
  expect(profiles.length).toBeGreaterThan(3);
  const paths = [
    '/',
    '/en',
    '/modelos',
    '/en/models?gender=woman',
    '/blog',
    '/es/favoritos',
    ...profiles,
    ...profiles.map((path) => path.replace(/^\/modelos/, '/en/models')),
    ...profiles.map((path) => path.replace(/^\/modelos/, '/es/modelos')),
  ];
  const streamed: string[] = [];
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    if (STREAMED.test(await response.text())) streamed.push(path);
  }
  expect(streamed).toEqual([]);
});

test('the favorites link, hydrated after the first load, counts a favorite added on a profile', async ({
  page,
}) => {
  await page.goto('/en/models/59/beatriz-cardoso');
  await waitForHydration(page, 'button[aria-label$="to favorites"]');
  await page.getByRole('button', { name: /to favorites$/ }).click();
  await expect(page.getByRole('link', { name: /1 favorite/ }).first()).toBeVisible();
});
