import { expect, test, type Page } from '@playwright/test';
import { talentsWhere, type ListedTalent } from './support/api';
import { expectNoViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

// The talent list in pages (/modelos/pagina/2), its filters and name search in the URL of its
// search page (/modelos/busca?gender=woman), compared with what the agency API answers for the
// same filters.

const MODELS = 1;
const PAGE_SIZE = 30;

/** The ids of the cards a visitor sees in the grid, in their order on screen. */
function shownIds(page: Page): Promise<number[]> {
  return page
    .locator('#talent-grid li:visible h2 a')
    .evaluateAll((links) =>
      links.map((a) => Number((a.getAttribute('href') ?? '').split('/').at(-2))),
    );
}

const ids = (talents: ListedTalent[]) => talents.map((t) => t.id);

/** Presses "show more" until every talent is on the page. */
async function showAll(page: Page, total: number, label = 'Mostrar mais') {
  const cards = page.locator('#talent-grid > li');
  while ((await cards.count()) < total) {
    const shown = await cards.count();
    await page.getByRole('link', { name: label }).click();
    await expect(cards).not.toHaveCount(shown);
  }
  expect(await cards.count()).toBe(total);
}

/** The most frequent value of a field among talents (so a filter on it finds several). */
function mostCommon(talents: ListedTalent[], field: 'hair' | 'eyes'): string {
  const counts = new Map<string, number>();
  for (const t of talents) if (t[field]) counts.set(t[field]!, (counts.get(t[field]!) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page is a link, and the pages together list every talent once', async ({ page }) => {
    const all = ids(await talentsWhere(MODELS, []));
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    await page.goto('/modelos');
    await expect(page.getByTestId('talent-count')).toHaveText(`${all.length} modelos`);
    expect(await shownIds(page)).toEqual(all.slice(0, PAGE_SIZE));

    const pager = page.getByRole('navigation', { name: 'Páginas' });
    await expect(pager).toBeVisible();
    await pager.getByRole('link', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/\/modelos\/pagina\/2$/);
    expect(await shownIds(page)).toEqual(all.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A later page points crawlers at the whole list and is not indexed itself.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/modelos$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the filter form submits to the search page and the server filters', async ({ page }) => {
    const women = ids(await talentsWhere(MODELS, [{ property: 'gender', values: ['woman'] }]));
    await page.goto('/en/models');
    await page.getByText('Filters', { exact: true }).click();
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman$/);
    await expect(page.getByTestId('talent-count')).toHaveText(`${women.length} models`);
    expect(await shownIds(page)).toEqual(women.slice(0, PAGE_SIZE));
  });
});

test('"show more" grows the list to every talent, once each, in the agency\'s order', async ({
  page,
}) => {
  const all = ids(await talentsWhere(MODELS, []));
  await page.goto('/modelos');
  await expect(page.getByRole('link', { name: 'Mostrar mais' })).toBeVisible();
  await showAll(page, all.length);
  expect(await shownIds(page)).toEqual(all);
  await expect(page.getByText(`Mostrando 1–${all.length} de ${all.length} talentos`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mostrar mais' })).toHaveCount(0);
});

test('each filter, and all together, show what the agency API finds', async ({ page }) => {
  const models = await talentsWhere(MODELS, []);
  const women = models.filter((t) => t.gender === 'woman');
  const hair = mostCommon(women, 'hair');
  const eyes = mostCommon(models, 'eyes');
  const cases: [string, { property: string; values: unknown[] }[]][] = [
    ['gender=woman', [{ property: 'gender', values: ['woman'] }]],
    ['height_min=175&height_max=182', [{ property: 'height', values: [175, 182] }]],
    [`hair=${encodeURIComponent(hair)}`, [{ property: 'hair', values: [hair] }]],
    [`eyes=${encodeURIComponent(eyes)}`, [{ property: 'eyes', values: [eyes] }]],
    ['q=julia', [{ property: 'q', values: ['julia'] }]],
    [
      `gender=woman&height_min=170&height_max=185&hair=${encodeURIComponent(hair)}`,
      [
        { property: 'gender', values: ['woman'] },
        { property: 'height', values: [170, 185] },
        { property: 'hair', values: [hair] },
      ],
    ],
  ];
  for (const [search, filters] of cases) {
    const expected = ids(await talentsWhere(MODELS, filters));
    expect(expected.length, search).toBeGreaterThan(0);
    expect(expected.length, search).toBeLessThan(models.length);
    await page.goto(`/modelos/busca?${search}`);
    await expect(page.getByTestId('talent-count'), search).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'modelo' : 'modelos'}`,
    );
    expect(await shownIds(page), search).toEqual(expected.slice(0, PAGE_SIZE));
  }
});

test('the count is a live region: a filter and then a search are announced with the new count', async ({
  page,
  request,
}) => {
  const all = await talentsWhere(MODELS, [], 'en');
  const woman = { property: 'gender', values: ['woman'] };
  const women = await talentsWhere(MODELS, [woman], 'en');
  const julias = await talentsWhere(MODELS, [woman, { property: 'q', values: ['julia'] }], 'en');
  expect(new Set([all.length, women.length, julias.length]).size).toBe(3);
  const models = (n: number) => `${n} ${n === 1 ? 'model' : 'models'}`;
  // In the server HTML: the count, and the page's polite live region, there before any filter.
  const html = await (await request.get('/en/models')).text();
  expect(html).toMatch(new RegExp(`data-testid="talent-count"[^>]*>${models(all.length)}</p>`));
  expect(html).toMatch(/<div id="page-status" role="status"[^>]*><\/div>/);

  await page.goto('/en/models');
  await waitForHydration(page);
  const count = page.getByTestId('talent-count');
  await expect(count).toHaveText(models(all.length));
  // What a screen reader announces: text that changes inside a live region
  // already in the page (a region inserted with its text is not announced).
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target;
        const element = node instanceof Element ? node : node.parentElement;
        const region = element?.closest('[role="status"]');
        if (region && region.textContent) said.push(region.textContent);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);

  await page.getByText('Filters', { exact: true }).click();
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman$/);
  await expect(count).toHaveText(models(women.length));
  await expect.poll(said).toContain(models(women.length));

  await page.getByRole('searchbox').fill('julia');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/models\/search\?q=julia&gender=woman$/);
  await expect(count).toHaveText(models(julias.length));
  await expect.poll(said).toContain(models(julias.length));
});

test('"julia" finds "Júlia" in every language', async ({ page }) => {
  const found = await talentsWhere(MODELS, [{ property: 'q', values: ['julia'] }]);
  expect(found.some((t) => t.name.includes('Júlia'))).toBe(true);
  for (const [list, search, button] of [
    ['/modelos', '/modelos/busca', 'Buscar'],
    ['/en/models', '/en/models/search', 'Search'],
    ['/es/modelos', '/es/modelos/busqueda', 'Buscar'],
  ] as const) {
    await page.goto(list);
    await page.getByRole('searchbox').fill('julia');
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${search}\\?q=julia$`));
    await expect.poll(() => shownIds(page)).toEqual(ids(found));
    await expect(page.locator('#talent-grid')).toContainText('Júlia');
  }
});

test('with the keyboard, "Apply filters" brings focus to the count, which the live region tells', async ({
  page,
}) => {
  const women = await talentsWhere(MODELS, [{ property: 'gender', values: ['woman'] }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/models');
  await waitForHydration(page, '[data-testid="talent-filters"]');
  await page.getByText('Filters', { exact: true }).click();
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('button', { name: 'Apply filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman$/);
  const count = page.getByTestId('talent-count');
  await expect(count).toHaveText(`${women.length} models`);
  await expect(count).toBeFocused();
  // The region was in the document before the filter, and now says the new count.
  await expect(page.locator('#page-status')).toHaveText(`${women.length} models`);
  await expect(page.locator('#page-status')).toHaveAttribute('role', 'status');
  // On a wide window the panel stays open beside the results.
  await expect(page.locator('#filters-panel')).toHaveAttribute('open');
  await page.keyboard.press('Tab');
  await expect(page.locator('#talent-grid a').first()).toBeFocused();
});

test("the filters live in the search page's URL: reload, share and Back", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/models');
  await page.getByText('Filters', { exact: true }).click();
  const apply = page.getByRole('button', { name: 'Apply filters' });
  await page.getByText('Female', { exact: true }).click();
  // A choice alone changes nothing: the filters apply with the button.
  await expect(page).toHaveURL(/\/en\/models$/);
  const count = page.getByTestId('talent-count');
  const panel = page.locator('#filters-panel');
  // The summary counts the active filters beside its word ("Filters 1").
  const reopen = () => page.locator('#filters-summary').click();
  await apply.click();
  await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman$/);
  // On a phone the panel closes and the keyboard carries on from the results' count, in view.
  await expect(count).toBeFocused();
  await expect(panel).not.toHaveAttribute('open');
  await expect(count).toBeInViewport();
  await reopen();
  await page.getByLabel('Height from').selectOption('175');
  await apply.click();
  await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman&height_min=175$/);
  await expect(count).toBeFocused();
  await reopen();
  await page.getByLabel('Height to').selectOption('182');
  await apply.click();
  await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman&height_min=175&height_max=182$/);
  await expect(count).toBeFocused();
  const expected = ids(
    await talentsWhere(MODELS, [
      { property: 'gender', values: ['woman'] },
      { property: 'height', values: [175, 182] },
    ]),
  );
  await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, PAGE_SIZE));
  await expect(page.getByTestId('talent-count')).toHaveText(
    `${expected.length} ${expected.length === 1 ? 'model' : 'models'}`,
  );

  await page.reload();
  await expect(page.getByLabel('Height to')).toHaveValue('182');
  expect(await shownIds(page)).toEqual(expected.slice(0, PAGE_SIZE));

  // The shared link, opened by someone else.
  const other = await browser.newPage();
  await other.goto(page.url());
  expect(await shownIds(other)).toEqual(expected.slice(0, PAGE_SIZE));
  await other.close();

  // Back undoes the last change only.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/models\/search\?gender=woman&height_min=175$/);
  await expect(page.getByLabel('Height to')).toHaveValue('');
  const wider = ids(
    await talentsWhere(MODELS, [
      { property: 'gender', values: ['woman'] },
      { property: 'height', values: [175, null] },
    ]),
  );
  await expect.poll(() => shownIds(page)).toEqual(wider.slice(0, PAGE_SIZE));
});

/** Opens `path` with its scripts held back until the returned function is called. */
async function openBeforeScripts(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByTestId('talent-filters')).toBeVisible();
  return release;
}

test('a name typed before the scripts ran is kept, and Enter then searches it', async ({
  page,
}) => {
  const release = await openBeforeScripts(page, '/en/models');
  await page.getByRole('searchbox').pressSequentially('julia');
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('searchbox')).toHaveValue('julia');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/en\/models\/search\?q=julia$/);
  await expect(page.locator('#talent-grid')).toContainText('Júlia');
});

test('a filter chosen before the scripts ran is kept, and applies with the button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openBeforeScripts(page, '/en/models');
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Height from').selectOption('175');
  release();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/en\/models$/);
  await expect(page.getByLabel('Height from')).toHaveValue('175');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/en\/models\/search\?height_min=175$/);
  const expected = ids(await talentsWhere(MODELS, [{ property: 'height', values: [175, null] }]));
  await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, PAGE_SIZE));
});

test('ArrowDown on a filter select leaves the address and focus where they are', async ({
  page,
}) => {
  await page.goto('/en/models');
  await waitForHydration(page, '[data-testid="talent-filters"]');
  await page.getByText('Filters', { exact: true }).click();
  const hair = page.locator('#filter-hair');
  await hair.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // The select's value changed, as arrows change a closed select on Windows and Linux.
  await expect(hair).not.toHaveValue('');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/en\/models$/);
  await expect(hair).toBeFocused();
});

test('an empty result says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/en/models/search?q=zzzzzz');
  await expect(page.getByTestId('talent-empty')).toContainText('No talent is named “zzzzzz”.');
  await page.goto('/es/modelos/busqueda?q=zzzzzz&gender=woman');
  await expect(page.getByTestId('talent-empty')).toContainText(
    'Ningún talento llamado «zzzzzz» coincide con estos filtros.',
  );
  await expect(page.getByTestId('talent-count')).toHaveText('Ningún modelo');
  await page.getByTestId('talent-empty').getByRole('link', { name: 'Borrar filtros' }).click();
  await expect(page).toHaveURL(/\/es\/modelos$/);
  await expect(page.locator('#talent-grid li')).toHaveCount(PAGE_SIZE);
});

test('unknown or malformed values are ignored, never an error', async ({ page, request }) => {
  const all = ids(await talentsWhere(MODELS, []));
  for (const search of [
    'height_min=abc&height_max=9999',
    'hair=Purple&eyes=%3Cscript%3E',
    'gender=other&page=-3',
    'page=abc&q=',
    'utm_source=newsletter',
    `q=${'a'.repeat(500)}`,
  ]) {
    // On the search page, and at the list's earlier address, which leads there.
    for (const address of [`/modelos/busca?${search}`, `/modelos?${search}`]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      if (search.startsWith('q=a')) continue;
      // Nothing left to filter by: the whole list, at its own address (a query it never reads,
      // such as a campaign's tag, stays on it).
      await expect(page, address).toHaveURL(/\/modelos(\?utm_source=newsletter)?$/);
      expect(await shownIds(page), address).toEqual(all.slice(0, PAGE_SIZE));
    }
  }
  for (const address of ['/modelos/pagina/999', '/modelos?page=999']) {
    const beyond = await page.goto(address);
    expect(beyond?.status(), address).toBe(200);
    await expect(page).toHaveURL(/\/modelos\/pagina\/999$/);
    await expect(page.getByTestId('talent-empty')).toContainText('Esta página não tem talentos.');
  }
  // A grown list asked beyond its largest size shows that size.
  for (const address of ['/modelos/mais/99999', '/modelos?more=99']) {
    const huge = await request.get(address);
    expect(huge.status(), address).toBe(200);
    expect(new URL(huge.url()).pathname, address).toBe('/modelos/mais/10');
  }
  // A page's number is a number: any other word names no page.
  for (const address of ['/modelos/pagina/abc', '/modelos/mais/-3']) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
});

test('favorites from a filtered page: the button, its name, the badge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/models/search?gender=woman');
  const card = page.locator('#talent-grid li').first();
  const name = (await card.getByRole('link').textContent())!.trim();
  const add = card.getByRole('button', { name: `Add ${name} to favorites` });
  await expect(add).toBeEnabled();
  await add.click();
  const remove = card.getByRole('button', { name: `Remove ${name} from favorites` });
  // Its new name says the state; no pressed state is announced besides.
  await expect(remove).toBeVisible();
  expect(await remove.ariaSnapshot()).not.toContain('pressed');
  // The pressed button is drawn dark: what a sighted visitor sees of the state.
  await page.mouse.move(0, 0);
  await expect
    .poll(() => remove.evaluate((b) => getComputedStyle(b).backgroundColor))
    .toBe('rgb(17, 17, 17)');
  await expect(page.getByRole('link', { name: /Favorites/ }).first()).toContainText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '{}'));
  expect(Object.values(stored as Record<string, { name: string; category: string }>)).toEqual([
    expect.objectContaining({ name, category: 'models' }),
  ]);

  // A card loaded by "show more" is wired the same way.
  await page.goto('/en/models');
  await showAll(page, (await talentsWhere(MODELS, [])).length, 'Show more');
  const late = page.locator('#talent-grid li').nth(PAGE_SIZE);
  const lateName = (await late.getByRole('link').textContent())!.trim();
  await late.getByRole('button', { name: `Add ${lateName} to favorites` }).click();
  await expect(
    late.getByRole('button', { name: `Remove ${lateName} from favorites` }),
  ).toBeVisible();
});

test('a card shown by "show more" opens its profile, and Back brings the longer list back', async ({
  page,
}) => {
  const all = await talentsWhere(MODELS, []);
  await page.goto('/modelos');
  await showAll(page, all.length);
  const target = all[all.length - 1]!;
  await page.locator(`#talent-grid a[href*="/${target.id}/"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  await page.goBack();
  await expect(page.locator('#talent-grid li')).toHaveCount(all.length);
  await expect(page.locator(`#talent-grid a[href*="/${target.id}/"]`)).toBeVisible();
  // The window's place after Back is back-restores.spec.ts's to check.
});

test('heights on the cards follow the unit choice, which is remembered', async ({ page }) => {
  const [first] = await talentsWhere(MODELS, [], 'en');
  const cm = first!.height_cm!;
  const inches = Math.round(cm / 2.54);
  const feetInches = `${Math.floor(inches / 12)}′${inches % 12}″`;
  await page.goto('/en/models');
  // The unit shown, as a visitor reads it (the other is in the HTML, not displayed).
  const height = page
    .locator('#talent-grid li')
    .first()
    .locator('[data-height-cm] [data-unit]:visible');
  // English pages start in feet and inches, in the server's HTML already.
  await expect(height).toHaveText(feetInches);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('button', { name: 'cm', exact: true }).click();
  await expect(height).toHaveText(`${cm} cm`);
  await expect(page.getByLabel('Height from').locator('option').nth(1)).toHaveText('140 cm');
  await page.goto('/es/modelos');
  await expect(height).toHaveText(`${cm} cm`);
  await page.goto('/en/models');
  await expect(height).toHaveText(`${cm} cm`);
});

test('a filtered list with its filters open, and an empty one, have no accessibility violation', async ({
  page,
}) => {
  for (const path of [
    '/en/models/search?gender=woman&height_min=175&hair=Brown',
    '/es/modelos/busqueda?q=zzzz',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('talent-count')).toBeVisible();
    await expectNoViolations(page);
  }
});
