import { waitForHydration } from './support/hydration';
import { expect, test, type Page, type Route } from '@playwright/test';
import { submissions, talentsOf } from './support/api';
import { gif, jpeg, png, sha256 } from './support/images';

// The agency API may keep JSON fields as text or as the parsed value.
const asJson = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe('contact form', () => {
  for (const [path, required, invalid] of [
    ['/contato', 'Campo obrigatório', 'Preencha os campos obrigatórios'],
    ['/en/contact', 'Field required', 'Complete the required fields'],
    ['/es/contacto', 'Campo obligatorio', 'Completa los campos obligatorios'],
  ] as const) {
    test(`${path}: sent empty, it shows its messages and stores nothing`, async ({ page }) => {
      // Other tests store contacts at the same time: watch this page's requests instead of counting.
      const sent: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
      await page.goto(path);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByTestId('error-contact-name')).toHaveText(required);
      await expect(page.getByTestId('error-contact-phone')).toHaveText(required);
      await expect(page.getByTestId('error-contact-message')).toHaveText(required);
      await expect(page.getByTestId('form-notice')).toHaveText(invalid);
      await expect(page.getByLabel(/^(Nome|Name|Nombre)/)).toBeEnabled();
      expect(sent).toEqual([]);
      expect(
        (await submissions('contact')).every(
          (s) => typeof s.fields.name === 'string' && s.fields.name !== '',
        ),
      ).toBe(true);
    });
  }

  test('sent empty, focus goes to the first field; the notice goes once the fields are filled', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByLabel(/^Name/)).toBeFocused();
    const notice = page.getByText('Complete the required fields');
    await expect(notice).toBeVisible();
    await page.getByLabel(/^Name/).fill('Ana');
    await page.getByLabel(/^Phone/).fill('123');
    await expect(notice).toBeVisible();
    await page.getByLabel(/^Message/).fill('Hello');
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('form-notice')).toHaveText('');
  });

  test('filled in, it is sent through its action alone and stored exactly', async ({ page }) => {
    const name = `Contact ${stamp()}`;
    const posts: { url: string; action: string | null }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST')
        posts.push({ url: r.url(), action: r.headers()['next-action'] ?? null });
    });
    await page.goto('/en/contact');
    await waitForHydration(page);
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Phone/).fill('+55 11 99999-0000');
    await page.getByLabel(/^Message/).fill('We would like to book a model for a campaign.');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-sent')).toContainText('Thank you');
    // One confirmation, and it is the one screen readers are told about.
    await expect(page.getByText('Thank you! Your message was sent.')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    await expect(page.locator('form button[type="submit"]')).toHaveCount(0);
    // The button is gone and the fields disabled: focus moves to the confirmation, in view.
    await expect(page.getByTestId('form-notice')).toBeFocused();
    await expect(page.getByTestId('form-notice')).toBeInViewport();
    // One request, to the form's Server Action on the page itself; nothing to /api/.
    expect(posts).toEqual([
      { url: expect.stringMatching(/\/en\/contact$/), action: expect.stringMatching(/^\w+$/) },
    ]);
    expect(page.url()).not.toContain(name);
    const stored = (await submissions('contact')).find((s) => s.fields.name === name);
    expect(stored?.lang).toBe('en');
    expect(stored?.fields).toEqual({
      name,
      phone: '+55 11 99999-0000',
      message: 'We would like to book a model for a campaign.',
    });
  });

  test('a post that gets no answer keeps the page and what was typed, says so, and can be sent again', async ({
    page,
  }) => {
    const name = `Contato ${stamp()}`;
    const message = 'Gostaríamos de reservar um modelo.';
    // The connection drops on the way: the action's post never reaches the site.
    const drop = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
    await page.route('**/contato', drop);
    await page.goto('/contato');
    await waitForHydration(page);
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^Telefone/).fill('+55 11 99999-0000');
    await page.getByLabel(/^Mensagem/).fill(message);
    await page.locator('form button[type="submit"]').click();
    const notice = page.getByTestId('form-notice');
    await expect(notice).toHaveText('Ocorreu um erro, tente novamente mais tarde');
    await expect(notice).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    await expect(page.getByLabel(/^Nome/)).toHaveValue(name);
    await expect(page.getByLabel(/^Mensagem/)).toHaveValue(message);
    expect((await submissions('contact')).some((s) => s.fields.name === name)).toBe(false);
    // Back online, the same form sends what was kept.
    await page.unroute('**/contato', drop);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-sent')).toBeVisible();
    const stored = (await submissions('contact')).find((s) => s.fields.name === name);
    expect(stored?.fields.message).toBe(message);
  });
});

test.describe('favorites quote', () => {
  test('without favorites it says none is saved, leads to the castings and offers no quote form', async ({
    page,
  }) => {
    await page.goto('/en/favorites');
    await expect(page.getByTestId('no-favorites')).toContainText(
      'You haven’t saved any talents yet.',
    );
    await expect(page.getByTestId('no-favorites')).toContainText('press the + button');
    await expect(page.getByRole('link', { name: 'Models', exact: true }).last()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ask for a quote' })).toHaveCount(0);
    // The quote and "Review with your team" are in the page for their actions, neither shown.
    await expect(page.locator('main form')).toHaveCount(2);
    for (const form of await page.locator('main form').all()) await expect(form).toBeHidden();
  });

  test('with favorites it sends their ids through its action and the agency stores them', async ({
    page,
  }) => {
    const [a, b] = await talentsOf(2);
    const name = `Quote ${stamp()}`;
    await page.goto('/es/actores');
    await page.getByRole('button', { name: `Añadir a ${a!.name} a favoritos` }).click();
    await page.getByRole('button', { name: `Añadir a ${b!.name} a favoritos` }).click();
    await page.goto('/es/favoritos');
    await page.getByLabel(/^Nombre/).fill(name);
    await page.getByLabel(/^Teléfono/).fill('555-1234');
    await page.getByLabel(/^Mensaje/).fill('Campaña de verano');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByTestId('form-sent')).toBeVisible();
    await expect(page.getByText('¡Gracias! Tu solicitud de presupuesto fue enviada.')).toHaveCount(
      1,
    );
    await expect(page.getByTestId('form-notice')).toBeFocused();
    const stored = (await submissions('favorites')).find((s) => s.fields.name === name);
    expect(stored?.lang).toBe('es');
    const favorites = Object.values(
      asJson(stored!.fields.favorites) as Record<string, { id: number }>,
    );
    expect(favorites.map((f) => f.id).sort()).toEqual([a!.id, b!.id].sort());
  });
});

type Photos = Partial<Record<'image_1' | 'image_2' | 'image_3' | 'image_4', Buffer>>;

/** Fills every field of the English recruitment form and puts the photos in their slots. */
async function fillRecruitment(page: Page, name: string, photos: Photos) {
  await page.goto('/en/recruitment');
  await page.getByLabel(/^Date of birth/).fill('2001-04-09');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill('applicant@example.com');
  await page.getByLabel(/^Phone/).fill('+34 600 000 000');
  await page.getByLabel(/^Contact person/).fill('Mother: Ana');
  await page.getByLabel(/^Country/).selectOption({ label: 'Spain' });
  await page.getByLabel(/^State/).selectOption({ index: 1 });
  await page.getByLabel(/^City/).selectOption({ index: 1 });
  await page.getByLabel(/^Gender/).selectOption('undefined');
  await page.getByLabel(/^Category/).selectOption({ label: 'Model' });
  await page.getByRole('textbox', { name: /^Instagram/ }).fill('@applicant');
  await page.getByLabel(/^Height/).selectOption('175');
  await page.getByLabel(/^Jeans/).selectOption('38');
  await page.getByLabel(/^Waist/).selectOption('62');
  await page.getByLabel(/^Hips/).selectOption('90');
  await page.getByLabel(/^Bust/).selectOption('84');
  await page.getByLabel(/^Shoes/).selectOption('38.5');
  await page.getByLabel(/^Hair/).selectOption('Black');
  for (const [field, bytes] of Object.entries(photos)) {
    await page
      .getByTestId(`photo-${field}`)
      .setInputFiles({ name: `${field}.bin`, mimeType: 'image/png', buffer: bytes });
  }
  await page.getByLabel(/^I agree that/).check();
}

// A text file that only claims to be a JPEG by its name.
const notAPhoto = {
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('These are my measurements, not a photo.'),
};

test.describe('recruitment', () => {
  test('sent with the first fields empty, focus goes to the first field of the page', async ({
    page,
  }) => {
    await page.goto('/en/recruitment');
    // The "*" after each required label is said in words above the form.
    await expect(page.locator('form').getByText('* required', { exact: true })).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
    // The birth date is asked first: focus goes there, whatever else is empty further down.
    await expect(page.getByTestId('error-recruitment-gender')).toBeVisible();
    await expect(page.locator('#recruitment-birthdate')).toBeFocused();
    await page.getByLabel(/^Date of birth/).fill('1995-02-03');
    await page.locator('form button[type="submit"]').click();
    // Gender, further down, is empty too: focus must still go to Name, next on the page.
    await expect(page.locator('#recruitment-name')).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('recruitment-name');

    // With the text fields filled, the next error in page order is Country, above Gender.
    await page.getByLabel(/^Name/).fill('Ana');
    await page.getByLabel(/^Email/).fill('ana@example.com');
    await page.getByLabel(/^Phone/).fill('123');
    await page.getByLabel(/^Contact person/).fill('Ana');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#recruitment-country')).toBeFocused();

    // Country, state and gender chosen: Category is the next one down.
    await page.getByLabel(/^Country/).selectOption({ label: 'Spain' });
    await page.getByLabel(/^State/).selectOption({ index: 1 });
    await page.getByLabel(/^Gender/).selectOption('woman');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#recruitment-category')).toBeFocused();
  });

  test('a text file named photo.jpg is refused in its slot, and nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    const name = `Not a photo ${stamp()}`;
    await fillRecruitment(page, name, { image_1: png(11), image_2: jpeg(12), image_4: gif() });
    await page.getByTestId('photo-image_3').setInputFiles(notAPhoto);
    const slot = page.getByTestId('error-recruitment-image_3');
    // Said as soon as the file is chosen, under that slot only.
    await expect(slot).toHaveText(
      'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
    );
    await expect(slot).toBeVisible();
    for (const other of ['image_1', 'image_2', 'image_4']) {
      await expect(page.getByTestId(`error-recruitment-${other}`)).toHaveCount(0);
    }
    // Right under the third slot, within its column.
    const box = (await page.getByTestId('photo-image_3').boundingBox())!;
    const message = (await slot.boundingBox())!;
    expect(message.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(message.y).toBeLessThan(box.y + box.height + 40);
    expect(message.x).toBeGreaterThanOrEqual(box.x - 2);
    expect(message.x).toBeLessThan(box.x + box.width);

    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
    await expect(page.getByTestId('photo-image_3')).toBeFocused();
    await expect(slot).toHaveText(
      'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
    );
    expect(sent).toEqual([]);
    expect((await submissions('get-scouted')).some((s) => s.fields.name === name)).toBe(false);

    // A real picture in its place clears the slot and the notice.
    await page
      .getByTestId('photo-image_3')
      .setInputFiles({ name: 'body.png', mimeType: 'image/png', buffer: png(13) });
    await expect(slot).toHaveCount(0);
    await expect(page.getByTestId('form-notice')).toHaveText('');
  });

  for (const [path, expected] of [
    ['/en/recruitment', ['Choose…', 'Model', 'Actor / Actress', 'Influencer / Content creator']],
    [
      '/es/reclutamiento',
      ['Elige…', 'Modelo', 'Actor / Actriz', 'Influencer / Creador(a) de contenido'],
    ],
  ] as const) {
    test(`${path}: the categories are in the page language`, async ({ page }) => {
      await page.goto(path);
      const options = page.getByLabel(/^(Category|Categoría)/).locator('option');
      await expect(options).toHaveText([...expected]);
    });
  }

  test('sent empty, it marks every required field and stores nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await page.goto('/en/recruitment');
    // The "*" after each required label is said in words above the form.
    await expect(page.locator('form').getByText('* required', { exact: true })).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
    for (const field of [
      'name',
      'email',
      'phone',
      'contact',
      'country',
      'state',
      'gender',
      'category',
      'birthdate',
      'height',
      'jeans',
      'waist',
      'hips',
      'bust',
      'shoes',
    ]) {
      await expect(page.getByTestId(`error-recruitment-${field}`)).toBeVisible();
    }
    for (const field of ['image_1', 'image_2', 'image_3', 'image_4']) {
      await expect(page.getByTestId(`error-recruitment-${field}`)).toHaveText('Choose a photo');
    }
    await expect(page.getByTestId('error-recruitment-city')).toHaveCount(0);
    expect(sent).toEqual([]);
    expect((await submissions('get-scouted')).every((s) => s.files.length === 4)).toBe(true);
  });

  test('the country, state and city cascade clears and disables', async ({ page }) => {
    await page.goto('/agenciamiento');
    // The lists load through the form's script (without it the page says the form needs it).
    await waitForHydration(page);
    const country = page.getByLabel(/^País/);
    const state = page.getByLabel(/^Estado/);
    const city = page.getByLabel(/^Cidade/);
    await expect(state).toBeDisabled();
    await expect(city).toBeDisabled();
    await country.selectOption({ label: 'Brasil' });
    await expect(state).toBeEnabled();
    await expect(state.locator('option')).not.toHaveCount(1);
    await state.selectOption({ index: 1 });
    await expect(city).toBeEnabled();
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ index: 1 });
    await country.selectOption({ label: 'Portugal' });
    await expect(state).toHaveValue('');
    await expect(city).toHaveValue('');
    await expect(city).toBeDisabled();
  });

  test('filled in, every field is stored and the four photos as re-encoded JPEGs', async ({
    page,
  }) => {
    const name = `Applicant ${stamp()}`;
    const photos = { image_1: png(1), image_2: jpeg(2), image_3: gif(), image_4: png(4) };
    await fillRecruitment(page, name, photos);
    await expect(
      page.getByRole('img', { name: /Preview of the chosen photo: Profile/ }),
    ).toBeVisible();
    const stateLabel = await page
      .getByLabel(/^State/)
      .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('form-sent')).toContainText('application was sent');
    await expect(page.getByText(/application was sent/)).toHaveCount(1);
    await expect(page.getByTestId('form-notice')).toBeFocused();
    await expect(page.getByTestId('form-notice')).toBeInViewport();

    const stored = (await submissions('get-scouted')).find((s) => s.fields.name === name);
    expect(stored).toBeDefined();
    const f = stored!.fields;
    expect(f.email).toBe('applicant@example.com');
    expect(f.gender).toBe('undefined');
    expect(f.birthdate).toBe('2001-04-09');
    expect(f.height).toBe('175');
    expect(f.shoes).toBe('38.5');
    expect(f.hair).toBe('Black');
    expect(asJson(f.country)).toEqual({ label: 'Spain', value: expect.any(Number) });
    expect((asJson(f.state) as { label: string }).label).toBe(stateLabel);
    // Shown as 'Model' on /en; the agency receives its own word for the category.
    expect(asJson(f.category)).toEqual({ label: 'Modelo', value: 1 });
    expect(f.tiktok).toBeUndefined();
    expect(f.drt).toBeUndefined();
    // Re-encoded (in the browser, then by the agency API): never the bytes chosen.
    expect(stored!.files.map((file) => [file.field, file.mime])).toEqual(
      Object.keys(photos).map((field) => [field, 'image/jpeg']),
    );
    const files = Object.fromEntries(stored!.files.map((file) => [file.field, file.sha256]));
    for (const [field, bytes] of Object.entries(photos))
      expect(files[field]).not.toBe(sha256(bytes));
    // An adult: no guardian; the evaluation consent given, the promotion one not.
    expect(f.guardian).toBeUndefined();
    expect(f.consents).toMatchObject({
      evaluation: { given: true, privacy_version: '2026-11-26' },
      promotion: { given: false, privacy_version: '2026-11-26' },
    });
  });
});
