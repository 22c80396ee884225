import { expect, test } from '@playwright/test';
import { MAX_IMAGE_BYTES } from '@agency/rules/limits';
import { api, submissions, talentsOf } from './support/api';
import { postForm } from './support/actions';
import { bornYearsAgo } from './support/dates';
import { gif, jpeg, png, pngOfSize } from './support/images';

// Every form has one door, its Server Action, and these posts reach it as a
// browser without scripts does (support/actions.ts). Bad input gets the form's
// translated answer at the fields at fault, and nothing is stored; good input
// is stored once. The texts are written out, so a changed or mistranslated
// one is caught too. Every post carries a marker that other tests' posts
// cannot blur.
const marker = `action-${Date.now()}`;
const valid = { name: marker, phone: '123', message: 'hello', lang: 'en' };

test.describe.configure({ mode: 'default' });

const photo = (buffer: Buffer, name = 'photo.png', mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer,
});
const photos = {
  image_1: photo(png(1)),
  image_2: photo(jpeg(2), 'face.jpg', 'image/jpeg'),
  image_3: photo(gif(), 'body.gif', 'image/gif'),
  image_4: photo(png(4)),
};

async function brazilState() {
  const answer = await api<{ states: { id: number }[] }>(
    'main',
    '/api/talents/attributes?language=en&states=1',
  );
  return String(answer.states[0]!.id);
}

async function application(more: Record<string, string> = {}) {
  return {
    name: marker,
    email: 'applicant@example.com',
    phone: '+55 11 90000-0000',
    contact: 'Me',
    country: '1',
    state: await brazilState(),
    gender: 'woman',
    category: '1',
    birthdate: bornYearsAgo(25),
    height: '170',
    jeans: '38',
    waist: '62',
    hips: '90',
    bust: '85',
    shoes: '38',
    consent_evaluation: 'on',
    privacy_version: '2026-11-26',
    lang: 'en',
    ...more,
  };
}

test('contact: empty, each field says it is required, in the form language', async ({
  request,
}) => {
  const answer = await postForm(request, '/contato', { lang: 'pt', name: '', phone: '  ' });
  expect(answer.response.status()).toBe(200);
  expect(answer.notice).toBe('Preencha os campos obrigatórios');
  expect(answer.errors).toEqual({
    name: 'Campo obrigatório',
    phone: 'Campo obrigatório',
    message: 'Campo obrigatório',
  });
});

test('contact: zero-width or control characters only count as empty; a 1 MB message is too long', async ({
  request,
}) => {
  const blank = await postForm(request, '/en/contact', {
    ...valid,
    name: '\u200B\u200B\u200B',
    message: '\u0000'.repeat(20),
  });
  expect(blank.errors).toEqual({ name: 'Field required', message: 'Field required' });
  const long = await postForm(request, '/es/contacto', {
    ...valid,
    lang: 'es',
    message: 'x'.repeat(1024 * 1024),
  });
  expect(long.notice).toBe('Completa los campos obligatorios');
  // The limit is stated: the server's HTML, no script, says how long a text may be.
  expect(long.errors).toEqual({
    message:
      'Este texto es demasiado largo: hasta 200 caracteres (o 2000 en un mensaje o un enlace).',
  });
});

test('contact: an unknown language is a general error, and typed text is given back', async ({
  request,
}) => {
  const answer = await postForm(request, '/en/contact', { ...valid, lang: 'xx' });
  expect(answer.notice).toBe('An error occurred, try again later');
  expect(answer.html).toContain(`value="${marker}"`);
});

test('quote: no talent, a talent that is no id, a talent the agency does not have', async ({
  request,
}) => {
  // Nothing a visitor fills is wrong: the quote's own summary says what is, never the fields.
  const problem = (html: string) =>
    /data-testid="quote-problem"[^>]*><p>([^<]*)<\/p>/.exec(html)?.[1];
  const none = await postForm(request, '/en/favorites', valid);
  expect(problem(none.html)).toBe('Add at least one talent to your favorites');
  expect(none.notice).toBe('');
  const word = await postForm(request, '/en/favorites', { ...valid, favorites: 'x' });
  expect(problem(word.html)).toBe('The request could not be read');
  const gone = await postForm(request, '/es/favoritos', {
    ...valid,
    lang: 'es',
    favorites: '999999999',
  });
  expect(problem(gone.html)).toBe(
    'Algunos de tus favoritos ya no están en nuestro catálogo: quítalos y envía de nuevo',
  );
  expect(gone.html).toContain(`value="${marker}"`);
});

test('recruitment: photos missing, not an image, or over the limit are named in their slots', async ({
  request,
}) => {
  const missing = await postForm(request, '/en/recruitment', await application());
  expect(missing.notice).toBe('Complete the required fields');
  for (const field of ['image_1', 'image_2', 'image_3', 'image_4'])
    expect(missing.errors[field]).toBe('Choose a photo');
  const wrong = await postForm(request, '/es/reclutamiento', {
    ...(await application({ lang: 'es' })),
    ...photos,
    image_2: photo(Buffer.from('not a picture'), 'face.jpg', 'image/jpeg'),
    image_3: photo(pngOfSize(3, MAX_IMAGE_BYTES + 1)),
  });
  expect(wrong.errors).toEqual({
    image_2: 'Este archivo no es una imagen PNG, GIF o JPEG',
    image_3: 'La foto pesa más de 5 MB',
  });
});

test('recruitment: a place that is not in the catalogue, and a minor without a guardian', async ({
  request,
}) => {
  const place = await postForm(request, '/en/recruitment', {
    ...(await application({ country: '987654', category: '3' })),
    ...photos,
  });
  expect(place.errors).toMatchObject({
    country: 'Choose one of the options',
    category: 'Choose one of the options',
  });
  const minor = await postForm(request, '/en/recruitment', {
    ...(await application({ birthdate: bornYearsAgo(16) })),
    ...photos,
  });
  expect(minor.notice).toBe('Complete the required fields');
  expect(minor.errors).toHaveProperty('guardian_name');
  expect(minor.errors).toHaveProperty('guardian_consent');
});

test('none of the refused posts was stored by the agency API', async () => {
  for (const kind of ['contact', 'favorites', 'get-scouted'] as const) {
    expect((await submissions(kind)).filter((s) => s.fields.name === marker)).toEqual([]);
  }
});

test('recruitment without scripts: four photos at the size limit are stored, named by the catalogue', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const name = `limit-${Date.now()}`;
  const answer = await postForm(request, '/en/recruitment', {
    ...(await application({ name, category: '2150' })),
    image_1: photo(pngOfSize(1, MAX_IMAGE_BYTES)),
    image_2: photo(pngOfSize(2, MAX_IMAGE_BYTES)),
    image_3: photo(pngOfSize(3, MAX_IMAGE_BYTES)),
    image_4: photo(pngOfSize(4, MAX_IMAGE_BYTES)),
  });
  expect(answer.response.status()).toBe(200);
  expect(answer.status).toBe('sent');
  const stored = (await submissions('get-scouted')).find((s) => s.fields.name === name)!;
  expect(stored.files.map((file) => file.field).sort()).toEqual([
    'image_1',
    'image_2',
    'image_3',
    'image_4',
  ]);
  const asJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  expect(asJson(stored.fields.country)).toEqual({ label: 'Brazil', value: 1 });
  expect(asJson(stored.fields.category)).toEqual({ label: 'Influencer', value: 2150 });
});

test('what the agency receives for a quote is named by its catalogue', async ({ request }) => {
  const name = `catalogue-${Date.now()}`;
  const [model] = await talentsOf(1, 'en');
  const answer = await postForm(request, '/en/favorites', {
    ...valid,
    name,
    favorites: String(model!.id),
    marks: JSON.stringify({ [model!.id]: 'yes' }),
  });
  expect(answer.status).toBe('sent');
  const stored = (await submissions('favorites')).find((s) => s.fields.name === name)!;
  expect(stored.fields.favorites).toEqual([
    {
      id: model!.id,
      name: model!.name,
      category: 'Modelo',
      link: expect.stringMatching(new RegExp(`/en/models/${model!.id}/[a-z0-9-]+$`)),
    },
  ]);
});

test('30 valid posts through the same actions are all stored', async ({ request }) => {
  test.setTimeout(120_000);
  const name = `valid-${Date.now()}`;
  const [talent] = await talentsOf(1);
  for (let i = 0; i < 12; i += 1) {
    const lang = ['pt', 'en', 'es'][i % 3]!;
    const path = { pt: '/contato', en: '/en/contact', es: '/es/contacto' }[lang]!;
    const answer = await postForm(request, path, { ...valid, lang, name: `${name}-${i}` });
    expect(answer.status).toBe('sent');
  }
  for (let i = 0; i < 12; i += 1) {
    const answer = await postForm(request, '/favoritos', {
      ...valid,
      lang: 'pt',
      name: `${name}-${i}`,
      favorites: String(talent!.id),
    });
    expect(answer.status).toBe('sent');
  }
  for (let i = 0; i < 6; i += 1) {
    const answer = await postForm(request, '/en/recruitment', {
      ...(await application({ name: `${name}-${i}` })),
      ...photos,
    });
    expect(answer.status).toBe('sent');
  }
  const ours = (list: Awaited<ReturnType<typeof submissions>>) =>
    list.filter((s) => String(s.fields.name).startsWith(`${name}-`));
  expect(ours(await submissions('contact'))).toHaveLength(12);
  expect(ours(await submissions('favorites'))).toHaveLength(12);
  const applications = ours(await submissions('get-scouted'));
  expect(applications).toHaveLength(6);
  for (const one of applications) expect(one.files).toHaveLength(4);
});
