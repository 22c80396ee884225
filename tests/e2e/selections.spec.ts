import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { PDFDocument } from 'pdf-lib';
import { profile, submissions, talentsOf, type ApiTalent } from './support/api';
import { expectNoViolations } from './support/axe';
import { pageTexts, pdfText, qrOnPage } from './support/pdf';
import { E2E } from './support/ports';

// A client shares a shortlist by link, a colleague opens it in another
// language, marks each talent and asks for a quote: the agency receives the
// decisions and the link.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const asJson = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

/** The names of the talents a selection page shows, in order. */
const shownNames = (page: Page) =>
  page.getByTestId('selection-item').locator('h2 a').allTextContents();

/** Yes / Maybe / No of one talent. */
const markButton = (page: Page, name: string, label: string) =>
  page.getByRole('group', { name: `Your decision on ${name}` }).getByRole('button', {
    name: label,
    exact: true,
  });

test.describe('client selections', () => {
  test('a shared selection is opened in another language, marked and quoted; the agency sees the marks', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [a, b, c] = (await talentsOf(1)).slice(3, 6) as [ApiTalent, ApiTalent, ApiTalent];
    await page.goto('/modelos');
    for (const talent of [a, b, c])
      await page.getByRole('button', { name: `Adicionar ${talent.name} aos favoritos` }).click();
    await page.goto('/favoritos');
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado. Cole em uma mensagem ou e-mail:')).toBeVisible();
    const link = new URL(await page.getByTestId('share-link').inputValue());
    expect(link.pathname).toBe('/selecao');
    expect(link.searchParams.get('ids')).toBe(`${a.id},${b.id},${c.id}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.toString());
    // WhatsApp's message carries the same address.
    const whatsApp = page
      .getByTestId('share-controls')
      .getByRole('link', { name: /^Enviar pelo WhatsApp/ });
    const message = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')!;
    expect(message.endsWith(` ${link.toString()}`)).toBe(true);

    // A colleague, with no favorites of his own, opens it in English.
    const colleague = await (await browser.newContext()).newPage();
    await colleague.goto(`/en/selection${link.search}`);
    await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Shared selection');
    await expect(colleague.getByText('3 talents were chosen for you.')).toBeVisible();
    expect(await shownNames(colleague)).toEqual([a.name, b.name, c.name]);
    await expect(colleague.getByTestId('measurements').first()).toContainText(/Height/i);

    // Marked with the mouse and the keyboard.
    await markButton(colleague, a.name, 'Yes').click();
    await markButton(colleague, b.name, 'No').focus();
    await colleague.keyboard.press('Space');
    await expect(markButton(colleague, b.name, 'No')).toHaveAttribute('aria-pressed', 'true');
    await expect(markButton(colleague, b.name, 'No')).toBeFocused();
    await markButton(colleague, c.name, 'Maybe').click();
    await colleague.getByRole('button', { name: 'Yes (1)' }).click();
    expect(await shownNames(colleague)).toEqual([a.name]);
    await colleague.getByRole('button', { name: 'All (3)' }).click();
    // Kept in the browser for this selection.
    await colleague.reload();
    await expect(markButton(colleague, c.name, 'Maybe')).toHaveAttribute('aria-pressed', 'true');

    const name = `Selection ${stamp()}`;
    await colleague.getByLabel(/^Name/).fill(name);
    await colleague.getByLabel(/^Phone/).fill('555-0101');
    await colleague.getByLabel(/^Message/).fill('Summer campaign');
    await colleague.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(colleague.getByText('Thank you! Your quote request was sent.')).toBeVisible();

    const stored = (await submissions('favorites')).find((s) => s.fields.name === name);
    expect(stored?.lang).toBe('en');
    const favorites = asJson(stored!.fields.favorites) as Array<{ id: number }>;
    expect(favorites.map((f) => f.id)).toEqual([a.id, b.id, c.id]);
    expect(asJson(stored!.fields.marks)).toEqual({
      [a.id]: 'yes',
      [b.id]: 'no',
      [c.id]: 'maybe',
    });
    // The link sent goes back to the selection as marked.
    const sentLink = new URL(String(stored!.fields.selection));
    expect(sentLink.pathname).toBe('/en/selection');
    expect(sentLink.searchParams.get('ids')).toBe(`${a.id},${b.id},${c.id}`);
    expect(sentLink.searchParams.get('yes')).toBe(String(a.id));
    expect(sentLink.searchParams.get('no')).toBe(String(b.id));
    expect(sentLink.searchParams.get('maybe')).toBe(String(c.id));

    // "Add all" puts the selection into the colleague's own favorites.
    await colleague.getByRole('button', { name: 'Add all to my favorites' }).click();
    await expect(colleague.getByText('3 talents added to your favorites.')).toBeVisible();
    await expect(
      colleague.getByRole('button', { name: 'All are in your favorites' }),
    ).toBeDisabled();
    await colleague.context().close();
  });

  test('unknown, malformed and too many ids are left out with a note', async ({ page }) => {
    const [a, b] = await talentsOf(2);
    await page.goto(`/es/seleccion?ids=${a!.id},999999,abc,${b!.id},-4`);
    expect(await shownNames(page)).toEqual([a!.name, b!.name]);
    const notes = page.getByTestId('selection-notes');
    await expect(notes).toContainText(
      '1 talento de este enlace ya no está disponible y se omitió.',
    );
    await expect(notes).toContainText('2 elementos del enlace no eran talentos y se ignoraron.');

    const many = Array.from({ length: 105 }, (_, i) => 900_000 + i).join(',');
    await page.goto(`/en/selection?ids=${a!.id},${many}`);
    await expect(page.getByTestId('selection-notes')).toContainText(
      'This link named more than 100 talents: the first 100 are shown.',
    );
    await expect(page.getByTestId('selection-notes')).toContainText(
      '99 talents of this link are no longer available',
    );
    await page.goto('/selecao?ids=abc');
    await expect(page.getByTestId('selection-empty')).toContainText(
      'Esta seleção não tem talentos disponíveis.',
    );
  });

  test('a preview bot without JavaScript gets the talents and the share card', async ({
    request,
  }) => {
    const [a, b] = await talentsOf(1);
    const response = await request.get(`/en/selection?ids=${b!.id},${a!.id}`, {
      headers: { 'User-Agent': 'WhatsApp/2.23.20.0 A' },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title" content="Selection of 2 talents"');
    expect(head).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1];
    expect(image).toBe(b!.cover);
    expect(head).toContain(`/en/selection?ids=${b!.id},${a!.id}`);
    // The cards are in the server HTML, in the link's order.
    expect(html.indexOf(`>${b!.name}</a>`)).toBeGreaterThan(0);
    expect(html.indexOf(`>${b!.name}</a>`)).toBeLessThan(html.indexOf(`>${a!.name}</a>`));
  });

  test('the selection downloads as one PDF from its link, without scripts too', async ({
    browser,
    request,
  }) => {
    const models = (await talentsOf(1)).slice(0, 12);
    const withCompo: ApiTalent[] = [];
    for (const talent of models)
      if ((await profile(talent.id)).compo && withCompo.length < 2) withCompo.push(talent);
    const ids = withCompo.map((t) => t.id).join(',');
    const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`/en/selection?ids=${ids}`);
    const link = page.getByRole('link', { name: 'Download selection (PDF)' });
    await expect(link).toHaveAttribute('rel', 'nofollow');
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/selection \d{4}-\d{2}-\d{2}\.pdf$/);
    await context.close();

    const response = await request.get(`/api/selection-pdf?ids=${ids}&lang=en`);
    const bytes = await response.body();
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1 + 2 * withCompo.length);

    // The printed cover leads back: its QR code, read from the rendered page, is the shared
    // selection's address with the marks, which the cover also prints.
    const marked = await (
      await request.get(`/api/selection-pdf?ids=${ids}&lang=en&yes=${withCompo[0]!.id}`)
    ).body();
    const decoded = await qrOnPage(marked);
    expect(decoded).toBe(`${E2E.siteUrl}/en/selection?ids=${ids}&yes=${withCompo[0]!.id}`);
    expect((await pageTexts(marked))[0]!.replace(/\n/g, '')).toContain(decoded!);

    // A talent without a composite card gets a page of its own: its cover, name and link.
    let without: ApiTalent | undefined;
    for (const talent of await talentsOf(1))
      if (!(await profile(talent.id)).compo) {
        without = talent;
        break;
      }
    expect(without, 'the seed has talents without a composite card').toBeDefined();
    const sheet = await (await request.get(`/api/selection-pdf?ids=${without!.id}&lang=en`)).body();
    expect((await PDFDocument.load(sheet)).getPageCount()).toBe(2);
    const [, sheetPage] = await pageTexts(sheet);
    expect(sheetPage).toContain(without!.name);
    expect(sheetPage!.replace(/\n/g, '')).toMatch(
      new RegExp(`/en/models/${without!.id}/[a-z0-9-]+`),
    );
    expect(sheet.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    for (const talent of withCompo) expect(pdfText(bytes)).toContain(talent.name);
    expect((await request.get(`/api/selection-pdf?ids=x&lang=en`)).status()).toBe(400);
  });

  test('the printed PDF, read back as text, writes feet and inches whole and explains its own pages once', async ({
    request,
  }) => {
    const talents = (await talentsOf(1)).slice(0, 12);
    const cards = await Promise.all(talents.map(async (t) => Boolean((await profile(t.id)).compo)));
    const without = talents.filter((_, i) => !cards[i]).slice(0, 2);
    const withCard = talents.find((_, i) => cards[i])!;
    expect(without.length, 'the seed has talents without a composite card').toBeGreaterThan(0);
    const ids = [withCard, ...without].map((t) => t.id).join(',');
    const read = async (search: string) => {
      const response = await request.get(`/api/selection-pdf?ids=${ids}&${search}`);
      expect(response.status()).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'selection-pdf-'));
      writeFileSync(join(dir, 'file.pdf'), await response.body());
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'file.pdf'), '-'], {
        encoding: 'utf8',
      });
      rmSync(dir, { recursive: true, force: true });
      return text.split('\f');
    };
    const pages = await read('lang=en');
    const cover = pages[0]!;
    // Feet and inches as a ruler writes them; no stand-in anywhere in a measurement.
    const sheet = pages.find((page) => page.includes(without[0]!.name) && /Height/.test(page))!;
    expect(sheet).toMatch(/Height\s+\d'\d{1,2}"/);
    expect(sheet).toMatch(/Waist\s+\d+(\.\d)?"/);
    for (const line of sheet.split('\n').filter((l) => /Height|Waist|Bust|Hips|Shoes/.test(l)))
      expect(line).not.toContain('?');
    // The cover: the talents whose page the site drew are starred and the star is explained once,
    // nothing is in red or cut off, and every address is whole.
    expect(cover).not.toContain('composite not available');
    expect(cover).not.toContain('...');
    expect(cover.match(/Pages made by the site/g)).toHaveLength(1);
    expect(cover).toContain('ft/in');
    for (const talent of without) expect(cover).toMatch(new RegExp(`${talent.name} \\*`));
    expect(cover).toMatch(/Selection – \d+ talents/);
    // The visitor's units, carried by the link, are the ones its own pages use.
    const metric = await read('lang=en&height=cm&shoes=EU');
    const metricSheet = metric.find((p) => p.includes(without[0]!.name) && /Height/.test(p))!;
    expect(metricSheet).toMatch(/Height\s+\d{3}\s*cm/);
    expect(metric[0]).toContain('EU');
  });

  for (const width of [390, 1440]) {
    test(`a marked shared selection has no accessibility violation at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const talents = (await talentsOf(1)).slice(0, 4);
      await page.goto(`/en/selection?ids=${talents.map((t) => t.id).join(',')},999999`);
      await markButton(page, talents[0]!.name, 'Yes').click();
      await markButton(page, talents[1]!.name, 'No').click();
      await expect(markButton(page, talents[1]!.name, 'No')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoViolations(page);
    });
  }

  test('at 320 px every mark keeps its word clear of its border, in every language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const ids = (await talentsOf(1)).slice(0, 2).map((t) => t.id);
    for (const path of ['/selecao', '/en/selection', '/es/seleccion']) {
      await page.goto(`${path}?ids=${ids.join(',')}`);
      const gaps = await page
        .getByTestId('selection-item')
        .first()
        .locator('[role="group"] button')
        .evaluateAll((buttons) =>
          buttons.map((button) => {
            // The word's own box, measured by a range around its text.
            const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
            const range = document.createRange();
            range.selectNodeContents(text);
            const word = range.getBoundingClientRect();
            const box = button.getBoundingClientRect();
            return {
              word: text.textContent,
              left: word.left - box.left,
              right: box.right - word.right,
            };
          }),
        );
      expect(gaps.length, path).toBeGreaterThanOrEqual(3);
      for (const gap of gaps) {
        expect(gap.left, `${path} ${gap.word}`).toBeGreaterThanOrEqual(3);
        expect(gap.right, `${path} ${gap.word}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  test('without scripts no control is offered that would do nothing, and a line says so', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const talents = (await talentsOf(1)).slice(0, 3);
    await page.goto(`/en/selection?ids=${talents.map((t) => t.id).join(',')}`);
    await expect(page.getByText(/^Without JavaScript you can open each profile/)).toBeVisible();
    // What works without scripts: the profiles, the PDF and the quote form's button.
    const visible = await page
      .locator('main button:visible')
      .evaluateAll((buttons) =>
        buttons.map((b) => b.textContent?.trim() || b.getAttribute('aria-label')),
      );
    // Asking for a quote and making a review board both post without scripts.
    expect(visible).toEqual(['Send', 'Review with your team']);
    await expect(page.getByRole('link', { name: /PDF/ })).toBeVisible();
    // The same on a profile ("+") and in the list's filter panel (cm / ft-in).
    await page.goto(`/en/models/${talents[0]!.id}/x`);
    // The talent's own "+" and those of its similar talents.
    expect(await page.locator('main .favorite-button').count()).toBeGreaterThan(0);
    await expect(page.locator('main .favorite-button:visible')).toHaveCount(0);
    await page.goto('/en/models?gender=woman');
    await expect(page.getByRole('group', { name: 'Length unit' })).toBeHidden();
    await context.close();
  });

  test("marks in the address (a printed selection's QR code) are taken by a browser without its own", async ({
    page,
  }) => {
    const [a, b] = (await talentsOf(1)).slice(0, 2);
    await page.goto(`/en/selection?ids=${a!.id},${b!.id}&yes=${a!.id}&no=${b!.id}`);
    await expect(markButton(page, a!.name, 'Yes')).toHaveAttribute('aria-pressed', 'true');
    await expect(markButton(page, b!.name, 'No')).toHaveAttribute('aria-pressed', 'true');
    // The visitor's own marks then stand: a later change is kept over the address's.
    await markButton(page, a!.name, 'Maybe').click();
    await page.reload();
    await expect(markButton(page, a!.name, 'Maybe')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the marks travel in every link made after marking: copy, WhatsApp, the PDF', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [a, b] = (await talentsOf(1)).slice(6, 8) as [ApiTalent, ApiTalent];
    await page.goto('/en/models');
    for (const talent of [a, b])
      await page.getByRole('button', { name: `Add ${talent.name} to favorites` }).click();
    await page.goto('/en/favorites');
    await markButton(page, a.name, 'Yes').click();
    await markButton(page, b.name, 'No').click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.searchParams.get('ids')!.split(',').sort()).toEqual(
      [String(a.id), String(b.id)].sort(),
    );
    expect(copied.searchParams.get('yes')).toBe(String(a.id));
    expect(copied.searchParams.get('no')).toBe(String(b.id));
    const whatsApp = page
      .getByTestId('share-controls')
      .getByRole('link', { name: /^Send by WhatsApp/ });
    const message = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')!;
    expect(message.endsWith(` ${copied.toString()}`)).toBe(true);
    const pdf = new URL(
      (await page.getByRole('link', { name: /PDF/ }).getAttribute('href'))!,
      page.url(),
    );
    expect(pdf.searchParams.get('yes')).toBe(String(a.id));
    expect(pdf.searchParams.get('no')).toBe(String(b.id));
  });

  test('without scripts, a shared address with marks shows them, links them and sends them with a quote', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [a, b, c] = (await talentsOf(1)).slice(8, 11) as [ApiTalent, ApiTalent, ApiTalent];
    const search = `?ids=${a.id},${b.id},${c.id}&yes=${a.id}&no=${b.id}`;
    await page.goto(`/en/selection${search}`);
    const items = page.getByTestId('selection-item');
    await expect(items.nth(0).getByTestId('mark-shown')).toHaveText('Decision: Yes');
    await expect(items.nth(1).getByTestId('mark-shown')).toHaveText('Decision: No');
    await expect(items.nth(2).getByTestId('mark-shown')).toHaveCount(0);
    await expect(items.nth(0).getByTestId('mark-shown')).toBeVisible();
    // The PDF and WhatsApp carry them.
    const pdf = new URL(
      (await page.getByRole('link', { name: /PDF/ }).getAttribute('href'))!,
      page.url(),
    );
    expect(pdf.searchParams.get('yes')).toBe(String(a.id));
    expect(pdf.searchParams.get('no')).toBe(String(b.id));
    const whatsApp = await page
      .getByTestId('share-controls')
      .getByRole('link', { name: /^Send by WhatsApp/ })
      .getAttribute('href');
    expect(new URL(whatsApp!).searchParams.get('text')).toContain(`&yes=${a.id}&no=${b.id}`);
    // A quote sent from it stores the marks and the link, as the form promises.
    const name = `Scriptless marks ${stamp()}`;
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Phone/).fill('555-0101');
    await page.getByLabel(/^Message/).fill('Campaign');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('form-sent')).toHaveText(
      'Thank you! Your quote request was sent.',
    );
    const stored = (await submissions('favorites')).find((s) => s.fields.name === name);
    expect(asJson(stored!.fields.marks)).toEqual({ [a.id]: 'yes', [b.id]: 'no' });
    const sent = new URL(String(stored!.fields.selection));
    expect(sent.pathname).toBe('/en/selection');
    expect(sent.searchParams.get('ids')).toBe(`${a.id},${b.id},${c.id}`);
    expect(sent.searchParams.get('yes')).toBe(String(a.id));
    expect(sent.searchParams.get('no')).toBe(String(b.id));
    await context.close();
  });

  test('the server HTML of a shared selection is valid in every language', async ({ request }) => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const ids = (await talentsOf(1)).slice(0, 3).map((t) => t.id);
    for (const path of ['/selecao', '/en/selection', '/es/seleccion']) {
      const response = await request.get(`${path}?ids=${ids.join(',')},999999,x`);
      expect(response.status()).toBe(200);
      const report = await validator.validateString(await response.text());
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      );
      expect(problems, path).toEqual([]);
    }
  });

  test('switching language keeps the shared selection', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const [a, b] = await talentsOf(1);
    await page.goto(`/selecao?ids=${b!.id},${a!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seleção compartilhada');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/seleccion\\?ids=${b!.id}(,|%2C)${a!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selección compartida');
    expect(await shownNames(page)).toEqual([b!.name, a!.name]);
  });
});

// The visitor's own favorites are the same page for everyone, so the page cache keeps them; a
// shared selection reads its ids and is its own page, rendered per request.
test.describe('favorites and a shared selection live apart', () => {
  test('the favorites page is answered from the page cache, which a shared cache may keep', async ({
    request,
  }) => {
    for (const path of ['/favoritos', '/en/favorites', '/es/favoritos']) {
      expect((await request.get(path)).status(), path).toBe(200);
      // The first visit renders it (or, past its 5 minutes, serves it stale and renders it again
      // behind): the next is the cached page.
      let again: APIResponse | undefined;
      await expect
        .poll(async () => (again = await request.get(path)).headers()['x-nextjs-cache'], {
          message: path,
          timeout: 10_000,
        })
        .toBe('HIT');
      expect(again!.status(), path).toBe(200);
      const cacheControl = again!.headers()['cache-control'] ?? '';
      expect(cacheControl, path).toContain('s-maxage');
      expect(cacheControl, path).not.toMatch(/private|no-store/);
    }
  });

  test("a shared selection's page has its talents in the server HTML, rendered for its ids", async ({
    request,
  }) => {
    const talents = (await talentsOf(1)).slice(0, 3);
    const response = await request.get(`/selecao?ids=${talents.map((t) => t.id).join(',')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'] ?? '').not.toContain('s-maxage');
    const html = await response.text();
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('Seleção compartilhada');
    for (const talent of talents) expect(html).toContain(`>${talent.name}</a>`);
  });

  test('in English it is /en/selection', async ({ page }) => {
    const talents = (await talentsOf(1)).slice(0, 3);
    await page.goto(`/en/selection?ids=${talents.map((t) => t.id).join(',')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared selection');
    await expect(page.getByText('3 talents were chosen for you.')).toBeVisible();
    expect(await shownNames(page)).toEqual(talents.map((t) => t.name));
  });

  test('the selection page without ids leads to the favorites, for good', async ({ request }) => {
    for (const [from, to] of [
      ['/selecao', '/favoritos'],
      ['/en/selection', '/en/favorites'],
      ['/es/seleccion', '/es/favoritos'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location']!, E2E.siteUrl).pathname, from).toBe(to);
    }
  });
});
