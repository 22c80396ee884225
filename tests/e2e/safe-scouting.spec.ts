import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { storedFile, submissions } from './support/api';
import { expectNoViolations } from './support/axe';
import { bornYearsAgo } from './support/dates';
import { gif, jpeg, png } from './support/images';
import { waitForHydration } from './support/hydration';

// Safe scouting as an applicant meets it: the birth date decides the path in
// every language, a minor needs a guardian, photos lose their metadata on the
// way, and what is stored says so. Checked on the page and in the agency API.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const LANGS = {
  pt: {
    path: '/agenciamiento',
    birth: /^Data de nascimento/,
    tooYoung: 'Ainda não podemos aceitar sua inscrição',
    minor: /Você tem menos de 18 anos/,
    guardian: /^Nome completo do responsável/,
  },
  en: {
    path: '/en/recruitment',
    birth: /^Date of birth/,
    tooYoung: 'We cannot accept your application yet',
    minor: /You are under 18/,
    guardian: /^Guardian's full name/,
  },
  es: {
    path: '/es/reclutamiento',
    birth: /^Fecha de nacimiento/,
    tooYoung: 'Todavía no podemos aceptar tu candidatura',
    minor: /Tienes menos de 18 años/,
    guardian: /^Nombre completo del tutor/,
  },
} as const;

const sendButton = (page: Page) => page.locator('form button[type="submit"]');

for (const [lang, t] of Object.entries(LANGS)) {
  test(`${lang}: a 13-year-old is kindly refused, a 16-year-old asked for a guardian, an adult not`, async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await page.goto(t.path);
    await waitForHydration(page);
    const birth = page.getByLabel(t.birth);

    await birth.fill(bornYearsAgo(13));
    await expect(page.getByTestId('too-young')).toContainText(t.tooYoung);
    await expect(page.getByTestId('too-young')).toContainText('14');
    // Nothing else to fill and nothing to send.
    await expect(sendButton(page)).toHaveCount(0);
    await expect(page.locator('#recruitment-name')).toHaveCount(0);

    await birth.fill(bornYearsAgo(16));
    await expect(page.getByTestId('too-young')).toHaveCount(0);
    await expect(page.getByTestId('minor-notice')).toHaveText(t.minor);
    await expect(page.getByLabel(t.guardian)).toBeVisible();
    await expect(page.getByTestId('photo-guide-minor')).toBeVisible();

    await birth.fill(bornYearsAgo(25));
    await expect(page.getByLabel(t.guardian)).toHaveCount(0);
    await expect(page.getByTestId('minor-notice')).toHaveCount(0);
    await expect(sendButton(page)).toBeVisible();
    expect(sent).toEqual([]);
  });
}

const field = (page: Page, name: string) => page.locator(`#recruitment-${name}`);

/**
 * Every field but the guardian's and the contact person (asked of an adult
 * only), for an applicant born on `birthdate`, in any language: fields by
 * their ids, options by their values.
 */
async function fillApplication(page: Page, name: string, birthdate: string) {
  await field(page, 'birthdate').fill(birthdate);
  await field(page, 'name').fill(name);
  await field(page, 'email').fill('teen@example.com');
  await field(page, 'phone').fill('+55 11 90000-0000');
  await field(page, 'country').selectOption('1');
  await field(page, 'state').selectOption({ index: 1 });
  await field(page, 'gender').selectOption('woman');
  await field(page, 'category').selectOption('1');
  for (const [name, value] of Object.entries({
    height: '168',
    jeans: '36',
    waist: '60',
    hips: '88',
    bust: '80',
    shoes: '37',
  }))
    await field(page, name).selectOption(value);
  const photos = { image_1: png(41), image_2: jpeg(42), image_3: gif(), image_4: png(44) };
  for (const [slot, buffer] of Object.entries(photos))
    await page
      .getByTestId(`photo-${slot}`)
      .setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer });
  for (const slot of Object.keys(photos))
    await expect(field(page, slot)).toHaveAttribute('aria-invalid', 'false');
  await field(page, 'consent_evaluation').check();
}

test('on a phone the photo slots stand two by two, and the contact person is explained', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/agenciamiento');
  await waitForHydration(page);
  await page.getByLabel(LANGS.pt.birth).fill(bornYearsAgo(25));
  const boxes = await Promise.all(
    ['image_1', 'image_2', 'image_3', 'image_4'].map(async (field) =>
      page.locator(`#recruitment-${field}`).evaluate((input) => {
        const box = input.parentElement!.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      }),
    ),
  );
  const [one, two, three, four] = boxes as [DOMRect, DOMRect, DOMRect, DOMRect];
  // Two columns: 1 and 2 side by side, 3 and 4 below them.
  expect(Math.abs(one.y - two.y)).toBeLessThan(40);
  expect(two.x).toBeGreaterThan(one.x + one.width);
  expect(three.y).toBeGreaterThan(one.y + one.height);
  expect(Math.abs(three.y - four.y)).toBeLessThan(40);
  // An empty slot is a short box, not a portrait-sized one.
  for (const box of boxes) expect(box.height).toBeLessThan(160);
  // What the slots accept is said once, and read with each slot.
  await expect(page.locator('#recruitment-photos-accepts')).toHaveCount(1);
  await expect(page.locator('#recruitment-image_3')).toHaveAttribute(
    'aria-describedby',
    /recruitment-photos-accepts/,
  );
  // "Pessoa de contato" says what it is, and the input is described by it.
  await expect(page.locator('#recruitment-contact-hint')).toContainText('Outra pessoa');
  await expect(page.locator('#recruitment-contact')).toHaveAttribute(
    'aria-describedby',
    /recruitment-contact-hint/,
  );
  await page.screenshot({ path: 'test-results/recruitment-390.png', fullPage: true });
});

test('the refusal, the guardian section, the photo guide and the consents pass axe', async ({
  page,
}) => {
  await page.goto('/en/recruitment');
  await waitForHydration(page);
  await page.getByLabel(/^Date of birth/).fill(bornYearsAgo(13));
  await expect(page.getByTestId('too-young')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel(/^Date of birth/).fill(bornYearsAgo(16));
  await expect(page.getByTestId('photo-guide-minor')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  // With every error shown under its field.
  await expect(page.getByTestId('error-recruitment-guardian_consent')).toBeVisible();
  await expectNoViolations(page);
});

test('a minor without a guardian is stopped at the guardian fields, and nothing is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
  const name = `Minor alone ${stamp()}`;
  await page.goto('/en/recruitment');
  await waitForHydration(page);
  await fillApplication(page, name, bornYearsAgo(16));
  await sendButton(page).click();
  await expect(page.getByTestId('form-notice')).toHaveText('Complete the required fields');
  await expect(page.locator('#recruitment-guardian_name')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('recruitment-guardian_name');
  for (const field of ['name', 'relationship', 'email', 'phone'])
    await expect(page.getByTestId(`error-recruitment-guardian_${field}`)).toHaveText(
      'Field required',
    );
  // The guardian is the contact person: it is not asked a second time.
  await expect(page.getByLabel(/^Contact person/)).toHaveCount(0);
  await expect(page.getByTestId('error-recruitment-contact')).toHaveCount(0);
  await expect(page.getByTestId('error-recruitment-guardian_consent')).toHaveText(
    'The parent or guardian must tick this box.',
  );
  expect(sent).toEqual([]);
  expect((await submissions('get-scouted')).some((s) => s.fields.name === name)).toBe(false);
});

const SENT_TO_GUARDIAN = {
  pt: 'Obrigado! Sua inscrição foi enviada. Falaremos primeiro com seu responsável; se a inscrição for selecionada, respondemos em até 30 dias.',
  en: 'Thank you! Your application was sent. We will contact your parent or guardian first; if the application is selected, we reply within 30 days.',
  es: '¡Gracias! Tu candidatura se ha enviado. Hablaremos primero con tu padre, tu madre o tu tutor; si la candidatura es seleccionada, respondemos en un plazo de 30 días.',
} as const;

for (const [lang, sentText] of Object.entries(SENT_TO_GUARDIAN)) {
  test(`${lang}: a 16-year-old with a parent is stored with the guardian and both consents, guardian pending`, async ({
    page,
  }) => {
    const name = `Minor with parent ${lang} ${stamp()}`;
    await page.goto(LANGS[lang as keyof typeof LANGS].path);
    await waitForHydration(page);
    await fillApplication(page, name, bornYearsAgo(16));
    // Typed once, in the guardian's section: no "contact person" field asks for it again.
    await expect(field(page, 'contact')).toHaveCount(0);
    await field(page, 'guardian_name').fill('Rita Lima');
    await field(page, 'guardian_relationship').selectOption('mother');
    await field(page, 'guardian_email').fill('rita@example.com');
    await field(page, 'guardian_phone').fill('+55 11 95555-0000');
    await field(page, 'guardian_consent').check();
    await field(page, 'consent_promotion').check();
    await sendButton(page).click();
    await expect(page.getByTestId('form-sent')).toHaveText(sentText);
    // Focus moves to the confirmation, whose check mark keeps its size when the
    // long message wraps on a phone.
    await expect(page.getByTestId('form-notice')).toBeFocused();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const text = await page.getByTestId('form-sent').boundingBox();
      expect(text!.height, 'the message wraps').toBeGreaterThan(40);
      const mark = await page.getByTestId('form-sent').locator('svg').boundingBox();
      expect(mark!.width, `at ${width} px`).toBeGreaterThanOrEqual(20);
      expect(mark!.height, `at ${width} px`).toBeGreaterThanOrEqual(20);
    }

    const stored = (await submissions('get-scouted')).find((s) => s.fields.name === name);
    expect(stored).toBeDefined();
    expect(stored!.lang).toBe(lang);
    expect(stored!.minor).toBe(true);
    const fields = stored!.fields as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked below
    // The agency still has a contact person: the guardian.
    expect(fields.contact).toBe('Rita Lima');
    expect(fields.guardian).toMatchObject({
      name: 'Rita Lima',
      relationship: 'mother',
      email: 'rita@example.com',
      phone: '+55 11 95555-0000',
      consent: { given: true, privacy_version: '2026-11-26' },
      status: 'pending',
    });
    expect(fields.consents.evaluation.given).toBe(true);
    expect(fields.consents.promotion.given).toBe(true);
    expect(Date.parse(fields.consents.promotion.at)).toBeGreaterThan(Date.now() - 120_000);
  });
}

test('a file that is no image, one too large and one that cannot be decoded are refused in their slots', async ({
  page,
}) => {
  // Handing a 21 MB file to the page takes most of a default test's time on a busy machine.
  test.slow();
  await page.goto('/en/recruitment');
  await waitForHydration(page);
  await page.getByLabel(/^Date of birth/).fill(bornYearsAgo(22));
  // A slot is read with what it wants and what it accepts, not as a bare "Profile" button.
  const accepts =
    "Any photo this browser can open (JPEG, PNG, GIF, an iPhone's HEIC, WebP…), up to 20 MB. Sent as a JPEG of at most 2,000 px, without location data.";
  await expect(page.getByTestId('photo-image_1')).toHaveAccessibleDescription(
    `Side view, head and shoulders, facing left or right ${accepts}`,
  );
  await page.getByTestId('photo-image_1').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Not a photo at all, just words.'),
  });
  const huge = Buffer.concat([jpeg(1), Buffer.alloc(21 * 1024 * 1024)]);
  await page
    .getByTestId('photo-image_2')
    .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
  // A JPEG's first bytes, then nothing a decoder can read.
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
  await page
    .getByTestId('photo-image_3')
    .setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
  await expect(page.getByTestId('error-recruitment-image_1')).toHaveText(
    'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
  );
  // Each refusal is announced as it appears (an alert), and read with its slot.
  await expect(page.locator('form').getByRole('alert')).toHaveText([
    'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
    'This file is larger than 20 MB: choose a smaller photo.',
    'This photo could not be opened. Choose a JPEG, PNG or GIF image.',
  ]);
  await expect(page.getByTestId('photo-image_1')).toHaveAccessibleDescription(
    `Side view, head and shoulders, facing left or right ${accepts} This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).`,
  );
  await expect(page.getByTestId('error-recruitment-image_2')).toHaveText(
    'This file is larger than 20 MB: choose a smaller photo.',
  );
  await expect(page.getByTestId('error-recruitment-image_3')).toHaveText(
    'This photo could not be opened. Choose a JPEG, PNG or GIF image.',
  );
  await expect(page.getByTestId('error-recruitment-image_4')).toHaveCount(0);
});

test('a phone photo with its GPS position is sent and stored without EXIF, at most 2000 px long', async ({
  page,
}) => {
  const photo = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 140, b: 120 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 1/1',
      },
    })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const bodies: Buffer[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') bodies.push(r.postDataBuffer() ?? Buffer.alloc(0));
  });
  const name = `Phone photo ${stamp()}`;
  await page.goto('/en/recruitment');
  await waitForHydration(page);
  await fillApplication(page, name, bornYearsAgo(30));
  await field(page, 'contact').fill('Mother');
  await page
    .getByTestId('photo-image_2')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: /Preview of the chosen photo: Face/ })).toBeVisible();
  await sendButton(page).click();
  await expect(page.getByTestId('form-sent')).toBeVisible();

  // What left the browser: no EXIF block, no camera maker, far smaller than the original.
  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.includes(Buffer.from('Exif\0\0'))).toBe(false);
  expect(bodies[0]!.includes(Buffer.from('PhoneMaker'))).toBe(false);

  const stored = (await submissions('get-scouted')).find((s) => s.fields.name === name);
  const file = stored!.files.find((f) => f.field === 'image_2')!;
  const kept = await sharp(await storedFile(file.url)).metadata();
  expect(kept.format).toBe('jpeg');
  expect(kept.exif).toBeUndefined();
  expect([kept.width, kept.height]).toEqual([2000, 1333]);
  expect(file.size).toBeLessThan(photo.length);
});

test('a WebP photo is re-encoded in the browser, sent as a JPEG and stored', async ({ page }) => {
  const photo = await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: { r: 90, g: 120, b: 160 } },
  })
    .webp()
    .toBuffer();
  const bodies: Buffer[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') bodies.push(r.postDataBuffer() ?? Buffer.alloc(0));
  });
  const name = `WebP photo ${stamp()}`;
  await page.goto('/en/recruitment');
  await waitForHydration(page);
  // Any picture can be chosen, an iPhone's HEIC included.
  await expect(page.getByTestId('photo-image_3')).toHaveAttribute('accept', 'image/*,.heic,.heif');
  await fillApplication(page, name, bornYearsAgo(25));
  await field(page, 'contact').fill('Sister');
  await page
    .getByTestId('photo-image_3')
    .setInputFiles({ name: 'beach.webp', mimeType: 'image/webp', buffer: photo });
  await expect(
    page.getByRole('img', { name: /Preview of the chosen photo: Full length/ }),
  ).toBeVisible();
  await expect(page.getByTestId('error-recruitment-image_3')).toHaveCount(0);
  await sendButton(page).click();
  await expect(page.getByTestId('form-sent')).toBeVisible();

  // What left the browser was a JPEG: no WebP in the post.
  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.includes(Buffer.from('WEBPVP8'))).toBe(false);
  const stored = (await submissions('get-scouted')).find((s) => s.fields.name === name);
  const file = stored!.files.find((f) => f.field === 'image_3')!;
  const kept = await sharp(await storedFile(file.url)).metadata();
  expect(kept.format).toBe('jpeg');
  expect([kept.width, kept.height]).toEqual([1200, 1600]);
});

test('the safety page in three languages, linked from the footer and from the form', async ({
  page,
}) => {
  for (const [path, title, text] of [
    ['/seguranca', 'Segurança', 'Nunca cobramos'],
    ['/en/safety', 'Safety', 'We never charge a fee'],
    ['/es/seguridad', 'Seguridad', 'Nunca cobramos'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('main')).toContainText(text);
    await expect(page.locator('main')).toContainText('@example.com');
  }
  await page.goto('/en');
  await page.locator('footer').getByRole('link', { name: 'Safety' }).click();
  await expect(page).toHaveURL(/\/en\/safety$/);
  await page.goto('/en/recruitment');
  await waitForHydration(page);
  await page.getByLabel(/^Date of birth/).fill(bornYearsAgo(20));
  await expect(page.getByRole('link', { name: 'how to recognise us' })).toHaveAttribute(
    'href',
    '/en/safety',
  );
  await expect(page.getByTestId('recruitment-policy')).toContainText('180 days');
  await expect(page.getByTestId('recruitment-policy')).toContainText('15 days');
  await expect(page.getByTestId('recruitment-policy')).toContainText('within 30 days');
});

test('the privacy policy states what is collected, why, how long, who receives it and the rights', async ({
  page,
}) => {
  await page.goto('/en/privacy');
  const main = page.locator('main');
  for (const text of [
    'What we collect in each form',
    'legal basis',
    '180 days',
    '15 days',
    'Who receives it',
    'Withdraw a consent',
    'privacy@example.com',
  ])
    await expect(main).toContainText(text);
});
