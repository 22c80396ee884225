import { expect, test, type Page } from '@playwright/test';
import { profile, talentsOf, type ApiTalent } from './support/api';

// Favorites saved in an older shape are never lost in silence: the SPEC's
// talent object (no category), a bare {id, name}, the agency's previous
// site's entry (a string id, a relative cover) each show as a card with the
// catalogue's name, count in the header's badge and get the quote form; one
// that left the catalogue is named as no longer available; only an entry
// with no id is dropped, and the page says so once. The map is written back
// in the current shape.

/** A talent the agency never had. */
const GONE = { id: 999_999, name: 'Gone Talent' };

/** The id the issue was reported with; the seeded catalogue lists it. */
const BARE_ID = 17;

async function seed(page: Page, favorites: Record<string, unknown>) {
  await page.addInitScript((value) => {
    // Once per tab: a reload shows what the page wrote back.
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('favorites', value);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(favorites));
}

const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('favorites') ?? 'null') as Record<string, unknown>,
  );

/** Every listed talent by id, under the first category it is listed in (its one address). */
async function catalogue(): Promise<Map<number, ApiTalent & { category: string }>> {
  const index = new Map<number, ApiTalent & { category: string }>();
  const categories = [
    ['models', 1],
    ['actors', 2],
    ['creators', 2150],
  ] as const;
  for (const [category, id] of categories) {
    for (const talent of await talentsOf(id, 'en')) {
      if (!index.has(talent.id)) index.set(talent.id, { ...talent, category });
    }
  }
  return index;
}

/** The SPEC's talent object: id, name, cover, gender, measurements, media; no category. */
async function specShaped(id: number) {
  const { name, cover, gender, height, jeans, waist, hips, bust, shoes, compo, book, snap, video } =
    await profile(id, 'en');
  return {
    id,
    name,
    cover,
    gender,
    height,
    jeans,
    waist,
    hips,
    bust,
    shoes,
    compo,
    book,
    snap,
    video,
  };
}

const card = (page: Page, name: string) =>
  page.getByTestId('selection-item').filter({ has: page.getByRole('link', { name, exact: true }) });

test('older shapes become cards with the catalogue’s names, a gone talent is named, an entry without id is dropped once', async ({
  page,
}) => {
  const listed = await catalogue();
  const bare = listed.get(BARE_ID)!;
  expect(bare, 'the seeded catalogue lists talent 17').toBeDefined();
  const [spec, previous] = [...listed.values()].filter((t) => t.id !== BARE_ID).slice(0, 2);
  await seed(page, {
    [BARE_ID]: { id: BARE_ID, name: 'Júlia Dias' },
    [spec!.id]: await specShaped(spec!.id),
    // The previous site's: a string id, a relative cover, its own category numbers.
    [previous!.id]: {
      id: String(previous!.id),
      name: previous!.name,
      cover: `/storage/talents/${previous!.id}.jpg`,
      categories: [1],
    },
    [GONE.id]: GONE,
    oops: { name: 'No id at all' },
  });
  await page.goto('/en/favorites');

  for (const talent of [bare, spec!, previous!]) {
    await expect(card(page, talent.name)).toBeVisible();
    await expect(card(page, talent.name).locator('img')).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(talent.cover).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  }
  const gone = page.getByTestId('unlisted-favorite');
  await expect(gone).toHaveCount(1);
  await expect(gone).toContainText('No longer available');
  await expect(gone).toContainText(GONE.name);
  await expect(page.getByTestId('no-favorites')).toHaveCount(0);
  await expect(page.getByTestId('favorites-badge')).toContainText('4');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await expect(page.getByTestId('favorites-unreadable')).toHaveText(
    'One saved favorite could not be read: it named no talent, so it was removed.',
  );

  // Written back in the current shape, with the catalogue's name, cover and category.
  const current = (talent: ApiTalent & { category: string }) => ({
    id: talent.id,
    name: talent.name,
    cover: talent.cover,
    category: talent.category,
    gender: talent.gender,
  });
  await expect
    .poll(() => stored(page))
    .toEqual({
      [BARE_ID]: current(bare),
      [spec!.id]: current(spec!),
      [previous!.id]: current(previous!),
      [GONE.id]: { ...GONE, cover: null, category: null, gender: null },
    });

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const talent of [bare, spec!, previous!]) {
      const cover = card(page, talent.name).locator('img');
      await cover.scrollIntoViewIfNeeded();
      // The catalogue's picture itself, not the fallback drawn while the entry had no cover.
      await expect
        .poll(() =>
          cover.evaluate(
            (img: HTMLImageElement) =>
              img.complete && img.naturalWidth > 0 && !img.currentSrc.includes('fallback-cover'),
          ),
        )
        .toBe(true);
    }
    await page.screenshot({ path: `/tmp/fav-shapes-${width}.png`, fullPage: true });
  }

  // Said once: the entry is gone from storage, so the next visit has nothing to say.
  await page.reload();
  await expect(card(page, bare.name)).toBeVisible();
  await expect(page.getByTestId('unlisted-favorite')).toContainText(GONE.name);
  await expect(page.getByTestId('favorites-unreadable')).toHaveCount(0);
});

const shapes = {
  'a bare {id, name}': (t: ApiTalent) => ({ id: t.id, name: t.name }),
  'the SPEC’s talent object': (t: ApiTalent) => specShaped(t.id),
  'a string id and a relative cover': (t: ApiTalent) => ({
    id: String(t.id),
    name: t.name,
    cover: `storage/${t.id}.jpg`,
  }),
};

for (const [shape, entry] of Object.entries(shapes)) {
  test(`${shape} alone: one card, the badge counts it, the quote form is offered`, async ({
    page,
  }) => {
    const [talent] = await talentsOf(1, 'en');
    await seed(page, { [talent!.id]: await entry(talent!) });
    await page.goto('/en/favorites');
    await expect(card(page, talent!.name)).toBeVisible();
    await expect(page.getByTestId('favorites-badge')).toContainText('1');
    await expect(page.getByTestId('no-favorites')).toHaveCount(0);
    await expect(page.getByTestId('favorites-unreadable')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  });
}

test('only a gone talent: named as no longer available, in Portuguese', async ({ page }) => {
  await seed(page, { [GONE.id]: GONE });
  await page.goto('/favoritos');
  const gone = page.getByTestId('unlisted-favorite');
  await expect(gone).toContainText(GONE.name);
  await expect(gone).toContainText('Não está mais disponível');
  await expect(page.getByTestId('no-favorites')).toHaveCount(0);
  await expect(page.getByTestId('favorites-badge')).toContainText('1');
});

test('a gone talent’s profile is never fetched ahead; a listed one is, once the catalogue answered', async ({
  page,
}) => {
  const [listed] = await talentsOf(1, 'en');
  // Both saved in the current shape, so both are drawn as cards before the catalogue answers.
  const saved = (t: { id: number; name: string }) => ({
    ...t,
    category: 'models',
    cover: listed!.cover,
  });
  await seed(page, { [GONE.id]: saved(GONE), [listed!.id]: saved(listed!) });
  // A slow answer from the catalogue (a phone's network): the cards are on screen meanwhile.
  await page.route('**/en/favorites', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 3000));
    await route.fallback();
  });
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') fetchedAhead.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/favorites');
  await expect(page.getByTestId('unlisted-favorite')).toContainText(GONE.name);
  await expect.poll(() => fetchedAhead.some((path) => path.includes(`/${listed!.id}/`))).toBe(true);
  expect(fetchedAhead.filter((path) => path.includes(`/${GONE.id}/`))).toEqual([]);
});

test('nothing readable: the page says it was dropped and that no talent is saved', async ({
  page,
}) => {
  await seed(page, { a: { name: 'No id' }, b: { id: 'x' } });
  await page.goto('/es/favoritos');
  await expect(page.getByTestId('favorites-unreadable')).toHaveText(
    '2 favoritos guardados no se pudieron leer: no indicaban ningún talento y se eliminaron.',
  );
  await expect(page.getByTestId('no-favorites')).toBeVisible();
});
