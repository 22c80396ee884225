import { expect, test } from '@playwright/test';
import { api, talentsWhere } from './support/api';

// A later page of a list says which of the items it shows ("31–41 of 41"),
// not how many ("11 of 41"), and the range grows with the list.
// The numbers are the agency API's.

const MODELS = 1;
const PAGE_SIZE = 30;
const BLOG_PAGE_SIZE = 12;

async function postCount(lang: string): Promise<number> {
  const { data } = await api<{ data: { total: number } }>('panel', `/api/posts/blog/${lang}`);
  return data.total;
}

test('/modelos/pagina/2 says in its server HTML which models it shows, under their count', async ({
  request,
}) => {
  const total = (await talentsWhere(MODELS, [])).length;
  expect(total).toBeGreaterThan(PAGE_SIZE);
  const html = await (await request.get('/modelos/pagina/2')).text();
  const last = Math.min(2 * PAGE_SIZE, total);
  expect(html).toContain(`${total} modelos`);
  expect(html).toContain(`Mostrando 31–${last} de ${total} talentos`);
  expect(html).not.toContain(`Mostrando ${last - PAGE_SIZE} de`);
});

test('the range is read on screen and grows from the first page as "show more" is pressed', async ({
  page,
}) => {
  const total = (await talentsWhere(MODELS, [], 'en')).length;
  await page.goto('/en/models');
  const range = page.getByText(/^Showing \d/);
  await expect(range).toHaveText(`Showing 1–${PAGE_SIZE} of ${total} talents`);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(range).toHaveText(`Showing 1–${Math.min(2 * PAGE_SIZE, total)} of ${total} talents`);

  await page.goto('/en/models/page/2');
  await expect(range).toHaveText(
    `Showing 31–${Math.min(2 * PAGE_SIZE, total)} of ${total} talents`,
  );
});

test('the blog says the same: posts 13–24 on its second page, in each language', async ({
  request,
  page,
}) => {
  for (const [path, words] of [
    ['/blog/pagina/2', ['Mostrando', 'de', 'publicações']],
    ['/en/blog/page/2', ['Showing', 'of', 'posts']],
    ['/es/blog/pagina/2', ['Mostrando', 'de', 'publicaciones']],
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
  await page.goto('/en/blog');
  const range = page.getByText(/^Showing \d/);
  await expect(range).toHaveText(`Showing 1–12 of ${total} posts`);
  // Reaching the end of the list grows it by itself.
  await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
  await expect(range).toHaveText(new RegExp(`^Showing 1–(24|36) of ${total} posts$`), {
    timeout: 15_000,
  });
});
