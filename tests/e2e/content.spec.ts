import { expect, test } from '@playwright/test';
import { api } from './support/api';

type Slide = { id: number; type: string; url: { mobile: string; desktop: string } };
type PostCard = { id: number; slug: string; title: string };

async function homeSlides() {
  return (await api<{ data: Slide[] }>('panel', '/api/slides/home')).data.filter(
    (s) => s.type === 'image',
  );
}

const fileOf = (url: string) => new URL(url).pathname;

test.describe('home slideshow', () => {
  test("each slide's alt text is in the page's language", async ({ page }) => {
    const described = async (lang: string) =>
      (
        await api<{ data: Array<{ description: string }> }>(
          'panel',
          `/api/slides/home?language=${lang}`,
        )
      ).data[0]!.description;
    const texts = {
      pt: await described('pt'),
      en: await described('en'),
      es: await described('es'),
    };
    expect(new Set(Object.values(texts)).size).toBe(3);
    for (const [path, lang] of [
      ['/', 'pt'],
      ['/en', 'en'],
      ['/es', 'es'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('slideshow').locator('img').first()).toHaveAttribute(
        'alt',
        texts[lang],
      );
    }
  });

  test('other pages never fetch the home pictures, even after prefetching the home', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const slideRequests: string[] = [];
    page.on('request', (request) => {
      if (decodeURIComponent(request.url()).includes('/media/slides/'))
        slideRequests.push(request.url());
    });
    await page.goto('/sobre-nos', { waitUntil: 'networkidle' });
    // The logo links to the home: hovering it prefetches the home's payload.
    await page.getByRole('link', { name: 'Aurora Talents' }).first().hover();
    await page.waitForLoadState('networkidle');
    expect(slideRequests).toEqual([]);
  });

  test('a phone gets the mobile picture', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [first] = await homeSlides();
    await page.goto('/');
    const image = page.getByTestId('slideshow').locator('img').first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => decodeURIComponent(img.currentSrc)))
      .toContain(fileOf(first!.url.mobile));
  });

  test('a desktop gets the desktop picture, in three columns', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const [first] = await homeSlides();
    await page.goto('/en');
    const image = page.getByTestId('slideshow').locator('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => decodeURIComponent(img.currentSrc)))
      .toContain(fileOf(first!.url.desktop));
    await expect(page.getByTestId('slideshow').locator('.swiper')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Talents');
  });
});

for (const [path, type, lang] of [
  ['/sobre-nos', 'about_us', 'pt'],
  ['/en/about-us', 'about_us', 'en'],
  ['/es/privacidad', 'privacy', 'es'],
  ['/privacy', 'privacy', 'pt'],
] as const) {
  test(`${path} shows the seeded ${type} content`, async ({ page }) => {
    const { data } = await api<{ data: { content: string } }>(
      'panel',
      `/api/contents/${type}/${lang}/${type}`,
    );
    const firstParagraph = /<p>([^<]{20,})/.exec(data.content)?.[1] ?? '';
    expect(firstParagraph).not.toBe('');
    await page.goto(path);
    await expect(page.locator('main')).toContainText(firstParagraph.slice(0, 60));
  });
}

test('the blog loads 12 posts, then the rest as the visitor scrolls, once each', async ({
  page,
}) => {
  const { data } = await api<{ data: { total: number } }>(
    'panel',
    '/api/posts/blog/es?paginate=12',
  );
  // Each growth is the next address's page, asked once.
  const asked: string[] = [];
  page.on('request', (r) => {
    const more = /^\/es\/blog\/mas\/(\d+)$/.exec(new URL(r.url()).pathname)?.[1];
    if (more) asked.push(more);
  });
  await page.goto('/es/blog');
  const cards = page.getByTestId('post-grid').locator('li');
  await expect(cards).toHaveCount(12);
  for (let shown = 12; shown < data.total; shown = Math.min(shown + 12, data.total)) {
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(Math.min(shown + 12, data.total));
  }
  await expect(page.getByTestId('list-sentinel')).toHaveCount(0);
  const hrefs = await cards
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(data.total);
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked).size).toBe(asked.length);
});

test('a post shows its title and content with the right page title', async ({ page }) => {
  const { data } = await api<{ data: { data: PostCard[] } }>(
    'panel',
    '/api/posts/blog/en?paginate=1',
  );
  const post = data.data[0]!;
  await page.goto(`/en/blog/${post.id}/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(`${post.title} | Blog`);
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
});

test('a post with script payloads renders without them', async ({ page }) => {
  const all = await api<{ data: { data: PostCard[] } }>('panel', '/api/posts/blog/pt?paginate=100');
  let hostile: PostCard | undefined;
  for (const post of all.data.data) {
    const full = await api<{ data: { content: string } }>('panel', `/api/posts/blog/pt/${post.id}`);
    if (full.data.content.includes('<script')) hostile = post;
  }
  expect(hostile, 'the seed has a hostile post').toBeDefined();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/blog/${hostile!.id}/${hostile!.slug}`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await article.locator('script').count()).toBe(0);
  expect(await article.locator('[onerror], [onclick]').count()).toBe(0);
  expect(await article.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('an unknown post answers 404 with a way back to the blog', async ({ page }) => {
  const response = await page.goto('/en/blog/999999/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
    'href',
    '/en/blog',
  );
});

test('each post card is read once: its title is the link and its cover is decorative', async ({
  page,
}) => {
  await page.goto('/en/blog');
  const card = page.getByTestId('post-grid').getByRole('listitem').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await expect(card.getByRole('link')).toHaveAccessibleName(title);
  // alt="" keeps the picture out of the accessibility tree (no name said twice).
  await expect(card.locator('img')).toHaveAttribute('alt', '');
  await expect(card.getByRole('img')).toHaveCount(0);
});
