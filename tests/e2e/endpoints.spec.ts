import { expect, test } from '@playwright/test';
import { findProfile } from './support/api';
import { pdfText } from './support/pdf';

// Bad requests to the site's PDF and revalidation endpoints: each is answered
// with the exact status its route handler gives (app/api/*/route.ts) and, when
// the answer has a body, with the exact translated message. The forms have no
// endpoint of their own: form-actions.spec.ts posts to their Server Actions.
const json = (data: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  data: JSON.stringify(data),
});

// The texts of messages/*.json (Errors) that these answers carry, written out
// here so that a changed or mistranslated text is caught too.
const says = {
  pt: {
    invalid: 'Preencha os campos obrigatórios',
    badRequest: 'Não foi possível ler o pedido',
    tooLarge: 'O pedido é grande demais',
    unsupportedType: 'Este tipo de conteúdo não é aceito',
    notFound: 'Não encontrado',
    photoTooLarge: 'Esta foto tem mais de 5 MB',
    photoType: 'Este arquivo não é uma imagem PNG, GIF ou JPEG',
    favoritesUnavailable:
      'Alguns dos seus favoritos não estão mais no nosso catálogo: remova-os e envie de novo',
  },
  en: {
    invalid: 'Complete the required fields',
    badRequest: 'The request could not be read',
    tooLarge: 'The request is too large',
    unsupportedType: 'This type of content is not accepted',
    notFound: 'Not found',
    photoTooLarge: 'This photo is larger than 5 MB',
    photoType: 'This file is not a PNG, GIF or JPEG image',
    favoritesUnavailable:
      'Some of your favorites are no longer in our catalogue: remove them and send again',
  },
  es: {
    invalid: 'Completa los campos obligatorios',
    badRequest: 'No se pudo leer la solicitud',
    tooLarge: 'La solicitud es demasiado grande',
    unsupportedType: 'No se acepta este tipo de contenido',
    notFound: 'No encontrado',
    photoTooLarge: 'Esta foto pesa más de 5 MB',
    photoType: 'Este archivo no es una imagen PNG, GIF o JPEG',
    favoritesUnavailable:
      'Algunos de tus favoritos ya no están en nuestro catálogo: quítalos y envía de nuevo',
  },
} as const;
type Lang = keyof typeof says;
type Key = keyof (typeof says)['pt'];

/** `{ message }` (and what else the answer names, such as the photo input at fault). */
const refusal = (lang: Lang, key: Key, extra: Record<string, unknown> = {}) => ({
  message: says[lang][key],
  ...extra,
});
// A method a route does not export: Next.js answers 405 without a body.
const NO_BODY = Symbol('no body');

// Bodies whose language comes from neither `?lang=` nor the body are answered
// in the browser's language, and with none (as here) in Portuguese.

// In order, in one worker (a failure does not stop the others): the check
// that nothing was stored comes after every refused request.
test.describe.configure({ mode: 'default' });

type Case = {
  name: string;
  send: (
    r: import('@playwright/test').APIRequestContext,
  ) => Promise<import('@playwright/test').APIResponse>;
  status: number;
  /** The whole JSON body, or NO_BODY. */
  body: unknown;
  headers?: Record<string, string>;
};

const cases: Case[] = [
  { name: 'compo: GET', send: (r) => r.get('/api/compo'), status: 405, body: NO_BODY },
  {
    name: 'compo: an unknown talent',
    send: (r) => r.post('/api/compo', json({ id: 999999, lang: 'pt' })),
    status: 404,
    body: refusal('pt', 'notFound'),
  },
  {
    name: 'compo: a wrong type',
    send: (r) => r.post('/api/compo', json({ id: '1; drop table', lang: 'pt' })),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'compo: an extra field',
    send: (r) => r.post('/api/compo', json({ id: 1, lang: 'pt', path: '../../etc' })),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'compo: not JSON',
    send: (r) => r.post('/api/compo', { headers: { 'Content-Type': 'text/plain' }, data: 'id=1' }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  // More of each kind, so that every endpoint meets every kind of bad input.
  {
    name: 'compo: PUT',
    send: (r) => r.put('/api/compo', json({ id: 1, lang: 'pt' })),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'compo: an empty body',
    send: (r) => r.post('/api/compo', json({})),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'compo: an unknown language',
    send: (r) => r.post('/api/compo', json({ id: 1, lang: 'fr' })),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'compo: a negative id',
    send: (r) => r.post('/api/compo', json({ id: -5, lang: 'pt' })),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'compo: a fractional id',
    send: (r) => r.post('/api/compo', json({ id: 1.5, lang: 'pt' })),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    // Refused by its declared length, before the body (and its language) is read.
    name: 'compo: 1 MB body',
    send: (r) => r.post('/api/compo', json({ id: 1, lang: 'pt', pad: 'x'.repeat(1024 * 1024) })),
    status: 413,
    body: refusal('pt', 'tooLarge'),
  },
  // Requests the site once let through (or turned into 502).
  {
    name: 'compo: an unknown talent, in the language of the body,',
    send: (r) => r.post('/api/compo', json({ id: 999999, lang: 'es' })),
    status: 404,
    body: refusal('es', 'notFound'),
  },
  {
    name: 'compo: a broken body, in the language of the browser,',
    send: (r) =>
      r.post('/api/compo', {
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-GB,en;q=0.8' },
        data: '{"id":',
      }),
    status: 400,
    body: refusal('en', 'badRequest'),
  },
  {
    name: 'revalidate: no secret',
    send: (r) => r.post('/api/revalidate?lang=en'),
    status: 401,
    body: { message: 'Unauthorized: the secret is missing or wrong' },
    headers: { 'www-authenticate': 'x-revalidate-secret' },
  },
];

for (const c of cases) {
  test(`${c.name} is answered ${c.status}`, async ({ request }) => {
    const response = await c.send(request);
    expect(response.status(), c.name).toBe(c.status);
    if (c.body === NO_BODY) expect(await response.text(), c.name).toBe('');
    else expect(await response.json(), c.name).toEqual(c.body);
    for (const [name, value] of Object.entries(c.headers ?? {}))
      expect(response.headers()[name], `${c.name}: ${name}`).toBe(value);
  });
}

test("the composite card carries the site's brand", async ({ request }) => {
  const talent = await findProfile((p) => p.compo !== null);
  const response = await request.post('/api/compo', json({ id: talent.id, lang: 'en' }));
  expect(response.status()).toBe(200);
  const text = pdfText(await response.body());
  expect(text).toContain(talent.name.toUpperCase());
  // `npm start` hands the site's name (SITE_NAME, by default Aurora Talents) to the agency API.
  expect(text).toContain('AURORA TALENTS');
  expect(text).not.toMatch(/^AGENCY$/m);
});
