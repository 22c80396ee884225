import { expect, test, type Browser, type Page } from '@playwright/test';
import { submissions, talentsOf, type ApiTalent } from './support/api';
import { expectNoViolations } from './support/axe';
import { pageTexts, qrOnPage } from './support/pdf';

// A client's team reviews a selection together: a board is made from the favorites or from a
// shared selection, each colleague gives a name once, marks and comments, and everyone sees who
// said what. Marking works without scripts (a cookie knows the reviewer); with scripts the open
// board shows the team's new marks by itself.

const asJson = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

const BOARD_PATH = /^\/(?:avaliacao|en\/review|es\/revision)\/[A-Za-z0-9_-]{22}$/;

async function reviewer(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

/** The board's entry of a talent. */
const entry = (page: Page, talent: ApiTalent) =>
  page.locator(`[data-testid="board-talent"][data-talent="${talent.id}"]`);

async function join(page: Page, name: string, label = 'Seu nome', button = 'Começar a avaliar') {
  await page.getByLabel(label, { exact: true }).fill(name);
  await page.getByRole('button', { name: button }).click();
}

/** Marks one talent and saves, in Portuguese. */
async function review(page: Page, talent: ApiTalent, mark: string, comment?: string) {
  const form = page.getByRole('form', { name: `Sua avaliação de ${talent.name}` });
  await form.getByRole('radio', { name: mark, exact: true }).check();
  if (comment !== undefined) await form.getByLabel('Comentário (opcional)').fill(comment);
  await form.getByRole('button', { name: 'Salvar' }).click();
}

test.describe('review boards', () => {
  test('from the favorites: three reviewers, two without scripts, see the same tally in three languages', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const [a, b, c] = (await talentsOf(1)).slice(6, 9) as [ApiTalent, ApiTalent, ApiTalent];
    await page.goto('/modelos');
    for (const talent of [a, b, c])
      await page.getByRole('button', { name: `Adicionar ${talent.name} aos favoritos` }).click();
    await page.goto('/favoritos');
    await page.getByRole('button', { name: 'Avaliar com sua equipe' }).click();
    await expect(page).toHaveURL((url) => BOARD_PATH.test(url.pathname));
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avaliação em equipe');
    await expect(page.getByTestId('board-talent')).toHaveCount(3);
    await expect(page.getByLabel('Endereço desta avaliação')).toHaveValue(page.url());
    // Never indexed; the page says when it is deleted.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('board-retention')).toContainText('será apagada em');

    // A third colleague keeps the board open, with scripts: it shows the others' marks by itself.
    const carla = await reviewer(browser, true);
    await carla.goto(path);
    await join(carla, 'Carla');
    await expect(carla.getByTestId('reviewer-name')).toHaveText('Você avalia como Carla.');
    await expect(carla.getByTestId('reviewer-name')).toBeFocused();

    const ana = await reviewer(browser, false);
    await ana.goto(path);
    await join(ana, 'Ana');
    await expect(ana.getByTestId('reviewer-name')).toHaveText('Você avalia como Ana.');
    await review(ana, a, 'Sim', 'Perfeita para a campanha <b>verão</b>');

    const bruno = await reviewer(browser, false);
    await bruno.goto(path);
    await join(bruno, 'Bruno');
    await review(bruno, a, 'Não');

    for (const view of [ana, bruno]) {
      await view.goto(path);
      await expect(entry(view, a).getByTestId('tally')).toHaveText('Sim 1 · Não 1');
      // As text, never as HTML.
      await expect(entry(view, a)).toContainText('Perfeita para a campanha <b>verão</b>');
      await expect(entry(view, a).getByTestId('reviews')).toContainText('Ana: Sim');
      await expect(entry(view, a).getByTestId('reviews')).toContainText('Bruno: Não');
      await expect(entry(view, b).getByTestId('tally')).toHaveText(
        'Nenhuma marcação ou comentário ainda.',
      );
    }
    // Carla never reloaded: the board rendered again by itself.
    await expect(entry(carla, a).getByTestId('tally')).toHaveText('Sim 1 · Não 1', {
      timeout: 25_000,
    });
    const id = path.split('/').at(-1)!;
    await ana.goto(`/en/review/${id}`);
    await expect(entry(ana, a).getByTestId('tally')).toHaveText('Yes 1 · No 1');
    await ana.goto(`/es/revision/${id}`);
    await expect(entry(ana, a).getByTestId('tally')).toHaveText('Sí 1 · No 1');
    await expect(ana.getByTestId('reviewer-name')).toHaveText('Revisas como Ana.');

    // Carla's own mark, with scripts: saved in place, focus kept on the button she pressed.
    await review(carla, a, 'Talvez');
    const save = carla
      .getByRole('form', { name: `Sua avaliação de ${a.name}` })
      .getByRole('button');
    await expect(entry(carla, a).getByTestId('tally')).toHaveText('Sim 1 · Talvez 1 · Não 1');
    await expect(save).toBeFocused();
    await expect(
      carla.getByRole('form', { name: `Sua avaliação de ${a.name}` }).getByRole('status'),
    ).toHaveText('Salvo.');

    // Filters are addresses of their own.
    await bruno.goto(`${path}?show=any-no`);
    await expect(bruno.getByTestId('board-talent')).toHaveCount(1);
    await bruno.getByRole('link', { name: 'Ainda não marquei' }).click();
    await expect(bruno.getByTestId('board-talent')).toHaveCount(2);
    await bruno.getByRole('link', { name: 'Sim de todos' }).click();
    await expect(bruno.getByTestId('board-empty')).toBeVisible();

    // Bruno erases himself: his name and mark are gone for everyone, and he may join again.
    await bruno.goto(path);
    await bruno.getByRole('button', { name: 'Apagar meu nome, marcações e comentários' }).click();
    await expect(bruno.getByRole('button', { name: 'Começar a avaliar' })).toBeVisible();
    await ana.goto(path);
    await expect(entry(ana, a).getByTestId('tally')).toHaveText('Sim 1 · Talvez 1');
    await expect(ana.getByTestId('board-reviewers')).toHaveText('2 avaliadores: Carla e Ana.');

    // Ana asks for a quote from the board, without scripts: the agency gets each talent with the
    // team's tally, names and comments, and the board's address.
    const client = `Equipe ${Date.now()}`;
    const quote = ana.locator('section[aria-labelledby="quote-title"]');
    await ana.goto(path);
    await quote.getByLabel(/^Nome/).fill(client);
    await quote.getByLabel(/^Telefone/).fill('+55 11 97777-0000');
    await quote.getByLabel(/^Mensagem/).fill('Campanha de verão');
    await quote.getByRole('button', { name: 'Enviar' }).click();
    await expect(ana.getByText('Obrigado! Seu pedido de orçamento foi enviado.')).toBeVisible();
    const stored = (await submissions('favorites')).find((s) => s.fields.name === client)!;
    expect(stored.fields.selection).toBe(new URL(path, page.url()).toString());
    expect(stored.fields.marks).toBeUndefined();
    const favorites = asJson(stored.fields.favorites) as Array<{ id: number; review?: unknown }>;
    const quoted = (talent: ApiTalent) => favorites.find((entry) => entry.id === talent.id)!;
    expect(favorites).toHaveLength(3);
    expect(quoted(a).review).toEqual({
      yes: 1,
      maybe: 1,
      no: 0,
      reviews: [
        { name: 'Carla', mark: 'maybe', comment: null },
        { name: 'Ana', mark: 'yes', comment: 'Perfeita para a campanha <b>verão</b>' },
      ],
    });
    expect(quoted(b).review).toEqual({ yes: 0, maybe: 0, no: 0, reviews: [] });

    // The board's PDF: the team's tally and words on the cover, the tally on each talent's page,
    // and a QR code back to the board.
    const pdfLink = ana.getByRole('link', { name: 'Baixar seleção (PDF)' });
    const pdf = await ana.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    const pages = await pageTexts(bytes);
    expect(pages[0]).toContain('Avaliação em equipe');
    expect(pages[0]).toMatch(new RegExp(`\\d\\. ${a.name}\\n`));
    expect(pages[0]).toContain('Sim 1 · Talvez 1');
    expect(pages[0]).toContain('Carla: Talvez');
    expect(pages[0]).toMatch(/Ana: Sim . Perfeita para a campanha <b>verão<\/b>/);
    expect(pages.slice(1).some((text) => text.includes('SIM 1 · TALVEZ 1'))).toBe(true);
    expect(await qrOnPage(bytes)).toBe(new URL(path, page.url()).toString());

    await expectNoViolations(carla);
    for (const view of [ana, bruno, carla]) await view.context().close();
  });

  test('without scripts, a shared selection makes a board; a refusal is said and changes nothing', async ({
    browser,
  }) => {
    const page = await reviewer(browser, false);
    const [a, b] = await talentsOf(2);
    await page.goto(`/en/selection?ids=${a!.id},${b!.id}`);
    await page.getByRole('button', { name: 'Review with your team' }).click();
    await expect(page).toHaveURL((url) => BOARD_PATH.test(url.pathname));
    expect(new URL(page.url()).pathname.startsWith('/en/review/')).toBe(true);
    await expect(page.getByTestId('board-talent')).toHaveCount(2);
    // An empty name is refused with a message, in the page's language.
    await page.getByLabel('Your name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Start reviewing' }).click();
    await expect(page.getByText('Write your name.')).toBeVisible();
    await expect(page.getByTestId('board-reviewers')).toHaveText('No one has joined yet.');
    // A name is one reviewer's on the board: the same again, in any case, is refused and said.
    await page.getByLabel('Your name', { exact: true }).fill('Zoe');
    await page.getByRole('button', { name: 'Start reviewing' }).click();
    await expect(page.getByTestId('reviewer-name')).toHaveText('You review as Zoe.');
    const other = await reviewer(browser, false);
    await other.goto(new URL(page.url()).pathname);
    await other.getByLabel('Your name', { exact: true }).fill('zoe');
    await other.getByRole('button', { name: 'Start reviewing' }).click();
    await expect(
      other.getByText('Someone on this board already has this name: add an initial or a surname.'),
    ).toBeVisible();
    await expect(other.getByLabel('Your name', { exact: true })).toHaveValue('zoe');
    await expect(other.getByTestId('board-reviewers')).toHaveText('1 reviewer: Zoe.');
    await other.context().close();
    await page.context().close();
  });

  test('with scripts, a mark that takes its talent out of the filter leaves focus on the next one', async ({
    page,
  }) => {
    const [a, b] = await talentsOf(2);
    await page.goto(`/en/selection?ids=${a!.id},${b!.id}`);
    await page.getByRole('button', { name: 'Review with your team' }).click();
    await expect(page).toHaveURL((url) => BOARD_PATH.test(url.pathname));
    await page.getByLabel('Your name', { exact: true }).fill('Dora');
    await page.getByRole('button', { name: 'Start reviewing' }).click();
    await expect(page.getByTestId('reviewer-name')).toBeFocused();
    await page.getByRole('link', { name: 'Not yet marked by me' }).click();
    await expect(page).toHaveURL(/\?show=not-marked-by-me$/);
    await expect(page.getByTestId('board-talent')).toHaveCount(2);

    const mark = async (talent: ApiTalent) => {
      const form = page.getByRole('form', { name: `Your review of ${talent.name}` });
      await form.getByRole('radio', { name: 'Yes', exact: true }).check();
      await form.getByRole('button', { name: 'Save' }).click();
    };
    // Marked, the talent leaves the list: focus goes to the next talent's name, not the page's top.
    await mark(a!);
    await expect(page.getByTestId('board-talent')).toHaveCount(1);
    await expect(entry(page, b!).getByRole('heading', { name: b!.name })).toBeFocused();
    // The last one: to the list's empty message.
    await mark(b!);
    await expect(page.getByTestId('board-empty')).toBeFocused();
    await expect(page.getByTestId('filter-count')).toHaveText('0 talents shown of 2.');
  });

  test('the privacy policy says what a board keeps, who sees it and when it goes, in three languages', async ({
    request,
  }) => {
    for (const [path, title, kept] of [
      ['/privacy', 'Avaliações em equipe', '90 dias depois de criada'],
      ['/en/privacy', 'Review boards', '90 days after it was made'],
      ['/es/privacidad', 'Revisiones en equipo', '90 días después de creada'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(
        `<h2 id="review-privacy" class="text-xl font-light tracking-wide">${title}</h2>`,
      );
      expect(html, path).toContain(kept);
    }
  });

  test('a guessed or altered board address is the translated 404', async ({ request, page }) => {
    for (const [path, text] of [
      ['/avaliacao/AAAAAAAAAAAAAAAAAAAAAA', 'Esta página não foi encontrada'],
      ['/en/review/AAAAAAAAAAAAAAAAAAAAAA', 'This page could not be found'],
      ['/es/revision/short', 'No se pudo encontrar esta página'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    }
  });
});
