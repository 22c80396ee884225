import { expect, test, type Page } from '@playwright/test';
import { findProfile, talentsOf } from './support/api';
import { formatGirth, formatHeight } from '../../lib/units/height';

/** The ids of the cards shown, in their order on screen. */
async function listedIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('#talent-grid li:visible h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').at(-2)));
}

for (const [path, categoryId] of [
  ['/modelos', 1],
  ['/en/actors', 2],
  ['/es/actores', 2],
  ['/influencers', 2150],
  ['/en/creators', 2150],
] as const) {
  test(`${path} shows the first page of the seeded talents of its category, by name`, async ({
    page,
  }) => {
    const seeded = await talentsOf(categoryId);
    await page.goto(path);
    expect(await listedIds(page)).toEqual(seeded.slice(0, 30).map((t) => t.id));
    await expect(page.getByTestId('talent-count')).toContainText(String(seeded.length));
  });
}

test('a card opens its profile', async ({ page }) => {
  // An actor who is not also a model: a model's one address is under models.
  const models = new Set((await talentsOf(1)).map((t) => t.id));
  const first = (await talentsOf(2)).slice(0, 30).find((t) => !models.has(t.id));
  await page.goto('/atores');
  await page.locator(`#talent-grid a[href*="/${first!.id}/"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect(page).toHaveURL(new RegExp(`/atores/${first!.id}/`));
});

/** The centimetres of an agency API text such as "178/5.10" or "62/24". */
const cm = (text: string) => Number(text.split('/')[0]);

test('a woman shows height, jeans, waist, hips, bust and shoes, each cut at its separator and with its unit', async ({
  page,
}) => {
  const woman = await findProfile(
    (p) => p.gender === 'woman' && !!p.height && !!p.jeans && !!p.shoes,
  );
  await page.goto(`/modelos/${woman.id}/x`);
  const list = page.getByTestId('measurements');
  // Portuguese pages show centimetres and Brazilian shoe sizes by default.
  // Every unit is in the HTML; these are the ones shown (innerText).
  await expect(list.locator('[data-measure="height"] dd')).toHaveText(
    formatHeight(cm(woman.height), 'cm', 'pt'),
    { useInnerText: true },
  );
  await expect(list.locator('[data-measure="jeans"] dd')).toHaveText(woman.jeans.split('x')[0]!);
  for (const girth of ['waist', 'hips', 'bust'] as const) {
    await expect(list.locator(`[data-measure="${girth}"] dd`)).toHaveText(
      formatGirth(cm(woman[girth]), 'cm', 'pt'),
      { useInnerText: true },
    );
  }
  await expect(list.locator('[data-measure="shoes"] dd')).toHaveText(
    `BR ${woman.shoes.split(' ')[0]!}`,
    { useInnerText: true },
  );
  await expect(list.locator('[data-measure="chest"]')).toHaveCount(0);
});

test('a man shows the chest from the bust value, and no waist or hips', async ({ page }) => {
  const man = await findProfile((p) => p.gender === 'man' && !!p.bust);
  await page.goto(`/en/models/${man.id}/x`);
  const list = page.getByTestId('measurements');
  await expect(list.locator('[data-measure="chest"] dt')).toHaveText('Chest');
  // English pages show inches by default.
  await expect(list.locator('[data-measure="chest"] dd')).toHaveText(
    formatGirth(cm(man.bust), 'ftin', 'en'),
    { useInnerText: true },
  );
  await expect(
    list.locator('[data-measure="waist"], [data-measure="hips"], [data-measure="bust"]'),
  ).toHaveCount(0);
});

test('a wrong name in the URL redirects to the profile slug', async ({ page }) => {
  const [first] = await talentsOf(1);
  await page.goto(`/modelos/${first!.id}/wrong-name`);
  await expect(page).not.toHaveURL(/wrong-name/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
});

test('the media selector switches between book, snaps and videos', async ({ page }) => {
  const talent = await findProfile(
    (p) => p.book.length > 0 && p.snap.length > 0 && p.video.length > 0,
  );
  await page.goto(`/en/models/${talent.id}/x`);
  await expect(page.getByTestId('media-book')).toBeVisible();
  const tab = (name: string) =>
    page.getByRole('group', { name: 'Media' }).getByRole('link', { name });
  await tab('Snaps').click();
  await expect(page.getByTestId('media-snap')).toBeVisible();
  await expect(tab('Snaps')).toHaveAttribute('aria-current', 'true');
  await tab('Videos').click();
  await expect(
    page.getByTestId('media-video').getByRole('button', { name: 'Play the video' }).first(),
  ).toBeVisible();
});

test('a talent without media shows the cover', async ({ page }) => {
  const talent = await findProfile((p) => p.book.length + p.snap.length + p.video.length === 0);
  await page.goto(`/modelos/${talent.id}/x`);
  await expect(page.getByRole('img', { name: talent.name })).toBeVisible();
});

test('no composite data, no print button', async ({ page }) => {
  const talent = await findProfile((p) => !p.compo);
  await page.goto(`/en/models/${talent.id}/x`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(talent.name);
  await expect(page.getByRole('link', { name: 'Print composite' })).toHaveCount(0);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the print link downloads the composite PDF named after the talent (scripts ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    const talent = await findProfile((p) => !!p.compo);
    // A crawler gets the link in the server's HTML, marked not to follow.
    const html = await (await request.get(`/en/models/${talent.id}/x`)).text();
    expect(html).toMatch(
      new RegExp(
        `<a href="/api/compo\\?id=${talent.id}&amp;lang=en" download="[^"]+" rel="nofollow"`,
      ),
    );
    const context = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`/en/models/${talent.id}/x`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Print composite' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${talent.name}_Aurora Talents.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe('%PDF');
    await context.close();
  });
}

test('an unknown talent answers 404', async ({ page }) => {
  const response = await page.goto('/modelos/999999/nobody');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Esta página não foi encontrada',
  );
});

test('favorites: the badge, the page, storage, a reload and a second tab agree', async ({
  page,
  context,
}) => {
  const [a, b] = await talentsOf(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/models');
  const badge = page.getByTestId('favorites-badge');
  await expect(badge).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${a!.name} to favorites` }).click();
  await page.getByRole('button', { name: `Add ${b!.name} to favorites` }).click();
  await expect(badge).toContainText('2');
  await expect(
    page.getByRole('button', { name: `Remove ${a!.name} from favorites` }),
  ).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('favorites') ?? '{}') as Record<string, { name: string }>,
  );
  expect(Object.keys(stored).sort()).toEqual([String(a!.id), String(b!.id)].sort());

  const second = await context.newPage();
  await second.goto('/en/favorites');
  await expect(second.getByTestId('favorites-grid').locator('li')).toHaveCount(2);

  await page.getByRole('button', { name: `Remove ${a!.name} from favorites` }).click();
  await expect(badge).toContainText('1');
  await expect(second.getByTestId('favorites-grid').locator('li')).toHaveCount(1);
  await expect(second.getByTestId('favorites-badge')).toContainText('1');

  await page.reload();
  await expect(badge).toContainText('1');
  await page.goto('/en/favorites');
  await expect(page.getByTestId('favorites-grid')).toContainText(b!.name);
  await page.getByRole('button', { name: `Remove ${b!.name} from favorites` }).click();
  await expect(page.getByTestId('no-favorites')).toContainText(
    'You haven’t saved any talents yet.',
  );
  await expect(page.getByRole('heading', { name: 'Ask for a quote' })).toHaveCount(0);
  await expect(badge).toHaveCount(0);
});
