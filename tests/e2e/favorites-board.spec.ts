import { expect, test, type Page } from '@playwright/test';
import { profile, submissions, talentsOf, type ApiTalent } from './support/api';
import { expectNoViolations } from './support/axe';
import { boxOf } from './support/boxes';
import { pageTexts, qrOnPage } from './support/pdf';
import { E2E } from './support/ports';

// The visitor's own favorites page: a favorite the agency no longer lists,
// removing favorites and marking them with the keyboard (where focus goes,
// what is announced), the marks' look on a phone and in the PDF.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const asJson = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

/** An id the agency never had: a talent who left the catalogue since it was saved. */
const GONE = { id: 987_654, name: 'Lia Partida', cover: null, category: 'models' };

type Saved = Pick<ApiTalent, 'id' | 'name'> & { cover: string | null };

/** These talents in this browser's favorites, as the site stores them, before the page loads. */
async function withFavorites(page: Page, talents: Saved[]) {
  const stored = Object.fromEntries(
    talents.map(({ id, name, cover }) => [id, { id, name, cover, category: 'models' }]),
  );
  await page.addInitScript((value) => {
    // Once per tab: a reload keeps what the test did to the favorites.
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('favorites', value);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(stored));
}

/** Three models, in the order the page lists favorites (by id). */
async function threeModels(): Promise<ApiTalent[]> {
  return (await talentsOf(1, 'en')).slice(0, 3).sort((a, b) => a.id - b.id);
}

/** What has focus, as a person would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
  });

const removed = (page: Page) => page.getByTestId('favorites-removed');

test('a favorite that left the catalogue: its card says so, the quote names it, removing it keeps the message', async ({
  page,
}) => {
  const [kept] = await threeModels();
  await withFavorites(page, [kept!, GONE]);
  await page.goto('/en/favorites');
  const card = page.getByTestId('unlisted-favorite');
  await expect(card).toContainText('No longer available');
  await expect(card).toContainText(GONE.name);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: kept!.name, exact: true })).toBeVisible();

  const name = `Left ${stamp()}`;
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Phone/).fill('555-0199');
  await page.getByLabel(/^Message/).fill('Autumn catalogue');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const problem = page.locator('main').getByRole('alert');
  await expect(problem).toContainText(`${GONE.name} is no longer in our catalogue.`);
  await expect(problem).toBeFocused();
  await expect(page.getByText('Complete the required fields')).toHaveCount(0);
  await expectNoViolations(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/fav-unlisted-${width}.png`, fullPage: true });
  }

  await problem.getByRole('button', { name: 'Remove from my favorites' }).click();
  await expect(card).toHaveCount(0);
  await expect(problem).toHaveCount(0);
  await expect(removed(page)).toHaveText(
    `${GONE.name} removed from your favorites. 1 talent left.`,
  );
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeFocused();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Message/)).toHaveValue('Autumn catalogue');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thank you! Your quote request was sent.')).toBeVisible();
  const stored = (await submissions('favorites')).find((s) => s.fields.name === name);
  const quoted = asJson(stored!.fields.favorites) as Array<{ id: number; name: string }>;
  expect(quoted.map((talent) => talent.id)).toEqual([kept!.id]);
});

test('removing favorites with the keyboard: each removal is announced and focus stays in the list', async ({
  page,
}) => {
  const [a, b, c] = await threeModels();
  await withFavorites(page, [a!, b!, c!]);
  await page.goto('/en/favorites');
  const remove = (talent: ApiTalent) =>
    page.getByRole('button', { name: `Remove ${talent.name} from favorites` });

  await remove(b!).focus();
  await page.keyboard.press('Enter');
  await expect(removed(page)).toHaveText(`${b!.name} removed from your favorites. 2 talents left.`);
  // The card that took its place, at the same control.
  await expect(remove(c!)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(removed(page)).toHaveText(`${c!.name} removed from your favorites. 1 talent left.`);
  await expect(remove(a!)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(removed(page)).toHaveText(
    `${a!.name} removed from your favorites. No talents left.`,
  );
  await expect(page.getByTestId('no-favorites')).toBeVisible();
  expect(await focused(page)).toContain('You haven’t saved any talents yet.');
});

test('marking Yes under "Not marked": focus goes to the next talent to mark, then to the note', async ({
  page,
}) => {
  const [a, b] = await threeModels();
  await withFavorites(page, [a!, b!]);
  await page.goto('/en/favorites');
  await page.getByRole('button', { name: 'Not marked (2)' }).click();
  const yes = (talent: ApiTalent) =>
    page
      .getByRole('group', { name: `Your decision on ${talent.name}` })
      .getByRole('button', { name: 'Yes', exact: true });

  await yes(a!).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Yes (1)' })).toBeVisible();
  await expect(yes(b!)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('No talent carries this mark.')).toBeVisible();
  expect(await focused(page)).toBe('No talent carries this mark.');
});

for (const [lang, path, words] of [
  ['pt', '/favoritos', ['Sim', 'Talvez', 'Não']],
  ['es', '/es/favoritos', ['Sí', 'Quizás', 'No']],
] as const) {
  test(`${lang}: at 390 px each mark shows its icon and its whole word inside its button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [a] = await threeModels();
    await withFavorites(page, [a!]);
    await page.goto(path);
    const buttons = page.getByRole('group', { name: new RegExp(a!.name) }).getByRole('button');
    await expect(buttons).toHaveText(words.map((word) => new RegExp(`^${word}$`, 'i')));
    // Maybe pressed: its colour is not what tells it apart.
    await buttons.nth(1).click();
    for (const button of await buttons.all()) {
      const box = await boxOf(button);
      const icon = await boxOf(button.locator('svg'));
      expect(icon.width).toBeGreaterThanOrEqual(12);
      expect(icon.x).toBeGreaterThanOrEqual(box.x);
      expect(icon.x + icon.width).toBeLessThanOrEqual(box.x + box.width);
      const text = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.lastChild!);
        const rect = range.getBoundingClientRect();
        return { x: rect.x, width: rect.width, lines: range.getClientRects().length };
      });
      expect(text.lines).toBe(1);
      expect(text.x).toBeGreaterThanOrEqual(box.x + 1);
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width - 1);
    }
    await page.screenshot({ path: `/tmp/fav-marks-${lang}-390.png` });
  });
}

test("the selection PDF carries the client's marks on its cover and on each card", async ({
  page,
  request,
}) => {
  const withCompo: ApiTalent[] = [];
  for (const talent of (await talentsOf(1, 'en')).slice(0, 12))
    if ((await profile(talent.id)).compo && withCompo.length < 2) withCompo.push(talent);
  withCompo.sort((x, y) => x.id - y.id);
  const [a, b] = withCompo as [ApiTalent, ApiTalent];
  await withFavorites(page, [a, b]);
  await page.goto('/en/favorites');
  const mark = (talent: ApiTalent, word: string) =>
    page
      .getByRole('group', { name: `Your decision on ${talent.name}` })
      .getByRole('button', { name: word, exact: true })
      .click();
  await mark(a, 'Maybe');
  await mark(b, 'No');
  const link = page.getByRole('link', { name: 'Download selection (PDF)' });
  await expect(link).toHaveAttribute('href', new RegExp(`maybe=${a.id}&no=${b.id}`));
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  const [cover, aFront, , bFront] = await pageTexts(bytes);
  expect(cover).toContain(`1. ${a.name}\nMAYBE`);
  expect(cover).toContain(`2. ${b.name}\nNO`);
  expect(aFront!.split('\n')).toContain('MAYBE');
  expect(bFront!.split('\n')).toContain('NO');
  // The printed cover leads to the shared selection's page, with the marks.
  expect(await qrOnPage(bytes)).toBe(
    `${E2E.siteUrl}/en/selection?ids=${a.id},${b.id}&maybe=${a.id}&no=${b.id}`,
  );
});
