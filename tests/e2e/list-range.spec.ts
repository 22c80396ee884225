import { expect, test, type Page } from '@playwright/test';
import { api, talentsWhere } from './support/api';

// A later page of a list says which of the items it shows ("31–41 of 41"),
// not how many ("11 of 41"), and the range grows as pages are added in place.
// The numbers are the agency API's.

const MODELS = 1;
const PAGE_SIZE = 30;
const BLOG_PAGE_SIZE = 12;

async function postCount(lang: string): Promise<number> {
  const { data } = await api<{ data: { total: number } }>('panel', `/api/posts/blog/${lang}`);
  return data.total;
}

/**
 * Answers the list's next pages with made-up talents ("Listed 2-0"…), slowly,
 * for a list of `total`; returns how many pages were served.
 */
async function serveTalentPages(page: Page, total: number): Promise<() => number> {
  let served = 0;
  await page.route('**/api/talents?*', async (route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get('page'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    served += 1;
    const items = Array.from({ length: PAGE_SIZE }, (_, index) => ({
      id: 900_000 + pageNumber * 100 + index,
      name: `Listed ${pageNumber}-${index}`,
      cover: null,
      gender: 'woman',
      heightCm: 175,
      category: 'models',
    }));
    await route.fulfill({ json: { items, total, page: pageNumber } });
  });
  return () => served;
}

test('/modelos?page=2 says in its server HTML which models it shows, under their count', async ({
  request,
}) => {
  const total = (await talentsWhere(MODELS, [])).length;
  expect(total).toBeGreaterThan(PAGE_SIZE);
  const html = await (await request.get('/modelos?page=2')).text();
  const last = Math.min(2 * PAGE_SIZE, total);
  expect(html).toContain(`${total} modelos`);
  expect(html).toContain(`Mostrando 31–${last} de ${total} talentos`);
  expect(html).not.toContain(`Mostrando ${last - PAGE_SIZE} de`);
});

test('the range is read on screen and grows from the first page shown as more load', async ({
  page,
}) => {
  const total = (await talentsWhere(MODELS, [], 'en')).length;
  await page.goto('/en/models');
  const range = page.getByTestId('talent-more').getByText(/^Showing /);
  await expect(range).toHaveText(`Showing 1–${PAGE_SIZE} of ${total} talents`);
  // Reaching the end of the list loads the next page by itself (a click on
  // "Show more" would race that load).
  await page.getByTestId('talent-more').scrollIntoViewIfNeeded();
  await expect(range).toHaveText(
    `Showing 1–${Math.min(2 * PAGE_SIZE, total)} of ${total} talents`,
    {
      timeout: 15_000,
    },
  );

  await page.goto('/en/models?page=2');
  await expect(page.getByTestId('talent-more').getByText(/^Showing /)).toHaveText(
    `Showing 31–${Math.min(2 * PAGE_SIZE, total)} of ${total} talents`,
  );
});

test('the blog says the same: posts 13–24 on its second page, in each language', async ({
  request,
  page,
}) => {
  for (const [path, words] of [
    ['/blog?page=2', ['Mostrando', 'de', 'publicações']],
    ['/en/blog?page=2', ['Showing', 'of', 'posts']],
    ['/es/blog?page=2', ['Mostrando', 'de', 'publicaciones']],
  ] as const) {
    const total = await postCount(
      path.startsWith('/en') ? 'en' : path.startsWith('/es') ? 'es' : 'pt',
    );
    expect(total).toBeGreaterThan(2 * BLOG_PAGE_SIZE);
    const html = await (await request.get(path)).text();
    const [showing, of, posts] = words;
    expect(html).toContain(`${showing} 13–24 ${of} ${total} ${posts}`);
  }
  const total = await postCount('en');
  await page.goto('/en/blog?page=2');
  await expect(page.getByTestId('blog-more').getByText(/^Showing /)).toHaveText(
    `Showing 13–24 of ${total} posts`,
  );
  // Reaching the end of the list loads the next page by itself.
  await page.getByTestId('blog-more').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('blog-more').getByText(/^Showing /)).toHaveText(
    `Showing 13–${Math.min(36, total)} of ${total} posts`,
    { timeout: 15_000 },
  );
});

test('"Show more" pressed with the keyboard keeps the focus while the next page loads and after', async ({
  page,
}) => {
  // A list longer than the seed's, so that more pages remain after the next one.
  const served = await serveTalentPages(page, 10 * PAGE_SIZE);
  await page.goto('/en/models');
  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('talent-more').getByText(/^Showing /)).toHaveText(
    new RegExp(`^Showing 1–(${2 * PAGE_SIZE}|${3 * PAGE_SIZE}) of`),
    { timeout: 15_000 },
  );
  expect(served()).toBeGreaterThan(0);
  await expect(more).toBeFocused();
  const box = await more.boundingBox();
  expect(box?.height).toBeGreaterThan(0);
});

test('when "Show more" brings the last page, the focus moves on to that page\'s first talent', async ({
  page,
}) => {
  // The list ends with the page after the server's.
  await serveTalentPages(page, 2 * PAGE_SIZE);
  await page.goto('/en/models');
  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveCount(0, { timeout: 15_000 });
  const first = page.getByRole('link', { name: 'Listed 2-0', exact: true });
  await expect(first).toBeFocused();
  // Its ring is drawn around the card, on screen.
  expect(await first.evaluate((link) => getComputedStyle(link, '::after').outlineStyle)).toBe(
    'solid',
  );
  const box = await first.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(page.viewportSize()!.height);
});
