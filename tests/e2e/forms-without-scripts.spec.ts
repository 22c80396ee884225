import { expect, test, type Page } from '@playwright/test';
import { submissions, talentsOf } from './support/api';
import { bornYearsAgo } from './support/dates';
import { MAX_IMAGE_BYTES } from '@agency/rules/limits';
import { png, pngOfSize } from './support/images';

// A visitor whose scripts never run (a slow phone, JavaScript off): every form
// must post, never put what was typed in the address, and say what happened.
test.use({ javaScriptEnabled: false });

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
// The page's form; a selection's "Review with your team" is a form of its own beside it.
const SUBMIT = 'form:not([data-testid="create-board"]) button[type="submit"]:not([name="intent"])';
const send = (page: Page) => page.locator(SUBMIT).click();

/** The address holds none of the typed values; only the query the page had (`?ids=`) may stay. */
function expectCleanAddress(page: Page, typed: string[], query = '') {
  const url = new URL(page.url());
  expect(url.search).toBe(query);
  const whole = decodeURIComponent(page.url()).replace(/\+/g, ' ');
  for (const value of typed) expect(whole).not.toContain(value);
}

test('contact: stored by the agency, the page says sent, nothing in the address', async ({
  page,
}) => {
  const name = `Scriptless ${stamp()}`;
  const phone = '+55 11 98888-1234';
  const message = `Booking for a campaign ${stamp()}`;
  await page.goto('/en/contact');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByLabel(/^Message/).fill(message);
  await send(page);
  await expect(page.getByTestId('form-sent')).toHaveText('Thank you! Your message was sent.');
  // The answer opens where the eye is: at the form's notice, not the page's top.
  await expect(page.getByTestId('form-notice')).toBeInViewport();
  await expect(page.locator(SUBMIT)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/en/contact');
  expectCleanAddress(page, [name, phone, message]);
  const stored = (await submissions('contact')).find((s) => s.fields.name === name);
  expect(stored?.lang).toBe('en');
  expect(stored?.fields).toEqual({ name, phone, message });
});

test('contact, incomplete: the translated errors show, what was typed stays, nothing stored', async ({
  page,
}) => {
  const name = `Half filled ${stamp()}`;
  await page.goto('/contato');
  await page.getByLabel(/^Nome/).fill(name);
  await send(page);
  await expect(page.getByTestId('form-notice')).toHaveText('Preencha os campos obrigatórios');
  await expect(page.getByTestId('form-notice')).toBeInViewport();
  await expect(page.getByTestId('error-contact-phone')).toHaveText('Campo obrigatório');
  await expect(page.getByTestId('error-contact-message')).toHaveText('Campo obrigatório');
  await expect(page.getByTestId('error-contact-name')).toHaveCount(0);
  await expect(page.getByLabel(/^Nome/)).toHaveValue(name);
  await expect(page.getByLabel(/^Telefone/)).toHaveAttribute('aria-invalid', 'true');
  // The answer opens at a summary above the fields: the first Tab reaches its first link, which
  // leads to the field it names.
  const summary = page.getByRole('group', { name: 'Confira estes 2 campos' });
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('link')).toHaveText([
    'Telefone: Campo obrigatório',
    'Mensagem: Campo obrigatório',
  ]);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Telefone/)).toBeInViewport();
  expect(new URL(page.url()).hash).toBe('#contact-phone');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Mensagem/)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/contato');
  expectCleanAddress(page, [name]);
  expect((await submissions('contact')).some((s) => s.fields.name === name)).toBe(false);
});

test('quote on a shared selection: stored with its talents, the page says sent', async ({
  page,
}) => {
  const [a, b] = await talentsOf(1);
  const name = `Scriptless quote ${stamp()}`;
  const message = `Summer campaign ${stamp()}`;
  const ids = `?ids=${a!.id},${b!.id}`;
  await page.goto(`/en/selection${ids}`);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Phone/).fill('555-0101');
  await page.getByLabel(/^Message/).fill(message);
  await send(page);
  await expect(page.getByTestId('form-sent')).toHaveText('Thank you! Your quote request was sent.');
  await expect(page.getByTestId('form-notice')).toBeInViewport();
  expectCleanAddress(page, [name, '555-0101', message], encodeURI(ids));
  const stored = (await submissions('favorites')).find((s) => s.fields.name === name);
  expect(stored?.lang).toBe('en');
  const favorites = stored!.fields.favorites;
  const list = (typeof favorites === 'string' ? JSON.parse(favorites) : favorites) as {
    id: number;
  }[];
  expect(list.map((talent) => talent.id).sort()).toEqual([a!.id, b!.id].sort());
});

test('own favorites: the page says they need JavaScript, links to the castings, offers no form', async ({
  page,
}) => {
  await page.goto('/es/favoritos');
  const note = page.getByTestId('favorites-scriptless');
  await expect(note).toContainText('Tus favoritos se guardan en este navegador');
  await expect(note).toContainText('JavaScript');
  await expect(note.getByRole('link', { name: 'Modelos' })).toHaveAttribute('href', '/es/modelos');
  await expect(note.getByRole('link', { name: 'Actores' })).toHaveAttribute('href', '/es/actores');
  await expect(page.getByRole('heading', { name: 'Pide un presupuesto' })).toHaveCount(0);
  // The quote and "Review with your team" are in the page for their actions, neither shown.
  await expect(page.locator('main form')).toHaveCount(2);
  for (const form of await page.locator('main form').all()) await expect(form).toBeHidden();
});

const photoFiles = () =>
  (['image_1', 'image_2', 'image_3', 'image_4'] as const).map((field, i) => ({
    field,
    file: { name: `${field}.png`, mimeType: 'image/png', buffer: png(40 + i) },
  }));

test('recruitment: a whole application is sent and stored, the states listed by the first answer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Applicant ${stamp()}`;
  await page.goto('/en/recruitment');
  await expect(page.getByText(/^Without JavaScript this form works too/)).toBeVisible();
  await page.getByLabel(/^Date of birth/).fill('2001-04-09');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill('scriptless@example.com');
  await page.getByLabel(/^Phone/).fill('+55 11 90000-0000');
  await page.getByLabel(/^Contact person/).fill('Me');
  await page.getByLabel(/^Country/).selectOption({ label: 'Brazil' });
  await page.getByLabel(/^Gender/).selectOption('woman');
  await page.getByLabel(/^Category/).selectOption({ label: 'Model' });
  for (const [field, value] of [
    ['Height', '170'],
    ['Jeans', '38'],
    ['Waist', '62'],
    ['Hips', '90'],
    ['Bust', '84'],
    ['Shoes', '38'],
  ] as const)
    await page.getByLabel(new RegExp(`^${field}`)).selectOption(value);
  for (const { field, file } of photoFiles())
    await page.getByTestId(`photo-${field}`).setInputFiles(file);
  await page.getByLabel(/^I agree that/).check();
  await send(page);

  // The first answer: the state is still to choose, now from the country's states.
  await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
  await expect(page.getByTestId('form-notice')).toBeInViewport();
  await expect(page.getByTestId('error-recruitment-state')).toHaveText('Field required');
  expect(new URL(page.url()).pathname).toBe('/en/recruitment');
  expectCleanAddress(page, [name, 'scriptless@example.com']);
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Country/)).toHaveValue('1');
  await expect(page.getByLabel(/^I agree that/)).toBeChecked();
  const state = page.getByLabel(/^State/);
  await expect(state).toBeEnabled();
  await state.selectOption({ index: 1 });
  const stateLabel = await state.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
  for (const { field, file } of photoFiles())
    await page.getByTestId(`photo-${field}`).setInputFiles(file);
  await send(page);

  await expect(page.getByTestId('form-sent')).toContainText('application was sent');
  await expect(page.getByTestId('form-notice')).toBeInViewport();
  // The sent state alone, not a greyed form emptied by the answer.
  await expect(page.getByLabel(/^Name/)).toHaveCount(0);
  await expect(page.locator(SUBMIT)).toHaveCount(0);
  expectCleanAddress(page, [name]);
  const stored = (await submissions('get-scouted')).find((s) => s.fields.name === name);
  expect(stored?.lang).toBe('en');
  const asJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  expect(asJson(stored!.fields.country)).toEqual({ label: 'Brazil', value: 1 });
  expect((asJson(stored!.fields.state) as { label: string }).label).toBe(stateLabel);
  expect(stored!.files).toHaveLength(4);
});

test('recruitment: the state and then the city are chosen from lists the page answers with', async ({
  page,
}) => {
  const name = `Scriptless places ${stamp()}`;
  await page.goto('/en/recruitment');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Country/).selectOption({ label: 'Brazil' });
  const list = page.getByRole('button', { name: 'List the states and cities of my choice' });
  await list.click();
  const state = page.getByLabel(/^State/);
  await expect(state).toBeEnabled();
  // The answer opens at the list it brings, not at the form's notice above the fields.
  expect(new URL(page.url()).hash).toBe('#recruitment-state');
  await expect(state).toBeInViewport();
  expect(await state.locator('option').count()).toBeGreaterThan(1);
  await state.selectOption({ index: 1 });
  await list.click();
  const city = page.getByLabel(/^City/);
  await expect(city).toBeEnabled();
  await expect(city).toBeInViewport();
  expect(await city.locator('option').count()).toBeGreaterThan(1);
  await city.selectOption({ index: 1 });
  await expect(city).not.toHaveValue('');
  // Only lists were asked for: what was typed stays, no error is shown, nothing is stored.
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByTestId('form-notice')).toHaveText('');
  expectCleanAddress(page, [name]);
  expect((await submissions('get-scouted')).some((s) => s.fields.name === name)).toBe(false);
});

test('recruitment: a refused application opens at a summary that links each refused field, a photo too large among them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Scriptless summary ${stamp()}`;
  await page.goto('/agenciamiento');
  await page.getByLabel(/^Data de nascimento/).fill('2001-04-09');
  await page.getByLabel(/^Nome/).fill(name);
  await page.getByTestId('photo-image_2').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: pngOfSize(2, MAX_IMAGE_BYTES + 1),
  });
  await send(page);

  await expect(page.getByTestId('form-notice')).toHaveText('Preencha os campos obrigatórios');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeInViewport();
  const links = summary.getByRole('link');
  await expect(links.first()).toHaveText('E-mail: Campo obrigatório');
  await expect(summary.getByRole('link', { name: /^Rosto/ })).toHaveText(
    /^Rosto.*: A foto tem mais de 5 MB$/,
  );
  // Each link leads to a field of the form, marked refused; none to the birth date, accepted.
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((a) => {
      const field = document.getElementById(a.getAttribute('href')!.slice(1));
      return field?.getAttribute('aria-invalid');
    }),
  );
  expect(targets.length).toBeGreaterThan(10);
  expect(new Set(targets)).toEqual(new Set(['true']));
  await expect(summary.getByRole('link', { name: /^Data de nascimento/ })).toHaveCount(0);
  // Keyboard: the first Tab goes to the summary, not past the fields to "Enviar".
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await summary.getByRole('link', { name: /^Rosto/ }).click();
  await expect(page.getByTestId('photo-image_2')).toBeInViewport();
  await expect(page.getByTestId('error-recruitment-image_2')).toHaveText('A foto tem mais de 5 MB');
  await expect(page.getByLabel(/^Nome/)).toHaveValue(name);
  expect((await submissions('get-scouted')).some((s) => s.fields.name === name)).toBe(false);
});

test('recruitment: a minor learns of the guardian fields with the first answer, beside the others', async ({
  page,
}) => {
  const name = `Scriptless minor ${stamp()}`;
  await page.goto('/en/recruitment');
  await page.getByLabel(/^Date of birth/).fill(bornYearsAgo(16));
  await page.getByLabel(/^Name/).fill(name);
  await send(page);

  await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
  await expect(page.getByTestId('error-recruitment-email')).toHaveText('Field required');
  // The guardian section shows now that the age is known, its fields already marked.
  for (const field of ['name', 'relationship', 'email', 'phone'])
    await expect(page.getByTestId(`error-recruitment-guardian_${field}`)).toHaveText(
      'Field required',
    );
  await expect(page.getByTestId('error-recruitment-guardian_consent')).toHaveText(
    'The parent or guardian must tick this box.',
  );
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  expectCleanAddress(page, [name]);
  expect((await submissions('get-scouted')).some((s) => s.fields.name === name)).toBe(false);
});

for (const path of ['/en/contact', '/favoritos', '/es/reclutamiento']) {
  test(`${path}: the server's HTML has a form that posts to a Server Action`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const form = html.match(/<form\b[^>]*>/i)?.[0] ?? '';
    expect(form).toMatch(/method="post"/i);
    // It posts to the page it is on, which shows the answer at the form's notice.
    expect(form).toContain(`action="${path}#form-notice"`);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/name="\$ACTION_(REF|ID)_/);
  });
}
