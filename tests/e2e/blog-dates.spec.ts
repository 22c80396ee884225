import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { boxOf } from './support/boxes';

// A post shows its cover and its date (dd/MMM/yyyy in the page's language),
// and so does each card of the list, compared with the agency API's posts.

type Post = { id: number; slug: string; title: string; created_at: string };

// Written out rather than asked of Intl, so that the test does not share the site's means.
const MONTHS = {
  pt: 'jan fev mar abr mai jun jul ago set out nov dez',
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
  es: 'ene feb mar abr may jun jul ago sep oct nov dic',
} as const;
type Lang = keyof typeof MONTHS;
const prefix = (lang: Lang) => (lang === 'pt' ? '' : `/${lang}`);

function expected(post: Post, lang: Lang) {
  const [year, month, day] = post.created_at.slice(0, 10).split('-');
  const name = MONTHS[lang].split(' ')[Number(month) - 1];
  return { iso: `${year}-${month}-${day}`, text: `${day}/${name}/${year}` };
}

async function postsOf(lang: Lang): Promise<Post[]> {
  const { data } = await api<{ data: { data: Post[] } }>('panel', `/api/posts/blog/${lang}`);
  return data.data;
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

for (const lang of Object.keys(MONTHS) as Lang[]) {
  test(`${lang}: a post's server HTML has its date in <time> and its cover inside <main>`, async ({
    request,
  }) => {
    const [post] = await postsOf(lang);
    const date = expected(post!, lang);
    const response = await request.get(`${prefix(lang)}/blog/${post!.id}/${post!.slug}`);
    expect(response.status()).toBe(200);
    const main = mainOf(await response.text());
    // React writes the attribute as dateTime; HTML reads it in any case.
    expect(main).toMatch(new RegExp(`<time datetime="${date.iso}"[^>]*>${date.text}</time>`, 'i'));
    // The cover, through the image optimizer.
    expect(main).toMatch(/<img [^>]*src="\/_next\/image\?url=[^"]+"/);
  });

  test(`${lang}: a card of the blog list shows its post's date`, async ({ request }) => {
    const posts = await postsOf(lang);
    const html = mainOf(await (await request.get(`${prefix(lang)}/blog`)).text());
    for (const post of posts.slice(0, 3)) {
      const date = expected(post, lang);
      expect(html).toMatch(
        new RegExp(`</h2><time datetime="${date.iso}"[^>]*>${date.text}</time>`, 'i'),
      );
    }
  });
}

test('the cover and the date are seen on a phone and a desktop; the cover loads', async ({
  page,
}) => {
  const [post] = await postsOf('en');
  const date = expected(post!, 'en');
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/en/blog/${post!.id}/${post!.slug}`);
    const time = page.locator('main article time');
    await expect(time).toHaveText(date.text);
    await expect(time).toHaveAttribute('datetime', date.iso);
    const cover = page.locator('main article img');
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await boxOf(cover);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThan(width === 390 ? 300 : 600);
    // Under the title and its date, at the top of the page.
    const title = await boxOf(page.getByRole('heading', { level: 1 }));
    expect(box.y).toBeGreaterThan(title.y + title.height);
    expect(box.y).toBeLessThan(height);
    await page.screenshot({ path: `/tmp/wt-a-blog-post-${width}.png`, fullPage: true });
  }
  await page.goto('/en/blog');
  const card = page.getByTestId('post-grid').locator('li').first();
  await expect(card.locator('time')).toHaveText(date.text);
  await expect(card.locator('time')).toBeVisible();
});
