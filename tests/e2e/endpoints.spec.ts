import { expect, test } from '@playwright/test';
import { findProfile } from './support/api';
import { pdfText } from './support/pdf';

// Bad requests to the site's PDF and revalidation endpoints: each is answered
// with the exact status its route handler gives (app/api/*/route.ts) and, when
// the answer has a body, with the exact translated message. The forms have no
// endpoint of their own: form-actions.spec.ts posts to their Server Actions.

// The texts of messages/*.json (Errors) that these answers carry, written out
// here so that a changed or mistranslated text is caught too.
const says = {
  pt: {
    invalid: 'Preencha os campos obrigatórios',
    badRequest: 'Não foi possível ler o pedido',
    notFound: 'Não encontrado',
    photoTooLarge: 'Esta foto tem mais de 5 MB',
    photoType: 'Este arquivo não é uma imagem PNG, GIF ou JPEG',
    favoritesUnavailable:
      'Alguns dos seus favoritos não estão mais no nosso catálogo: remova-os e envie de novo',
  },
  en: {
    invalid: 'Complete the required fields',
    badRequest: 'The request could not be read',
    notFound: 'Not found',
    photoTooLarge: 'This photo is larger than 5 MB',
    photoType: 'This file is not a PNG, GIF or JPEG image',
    favoritesUnavailable:
      'Some of your favorites are no longer in our catalogue: remove them and send again',
  },
  es: {
    invalid: 'Completa los campos obligatorios',
    badRequest: 'No se pudo leer la solicitud',
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
  {
    name: 'compo: POST',
    send: (r) => r.post('/api/compo?id=1&lang=pt'),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'compo: an unknown talent',
    send: (r) => r.get('/api/compo?id=999999&lang=pt'),
    status: 404,
    body: refusal('pt', 'notFound'),
  },
  {
    name: 'compo: an unknown talent, in the language asked,',
    send: (r) => r.get('/api/compo?id=999999&lang=es'),
    status: 404,
    body: refusal('es', 'notFound'),
  },
  {
    name: 'compo: an id that is no id',
    send: (r) => r.get(`/api/compo?id=${encodeURIComponent('1; drop table')}&lang=pt`),
    status: 404,
    body: refusal('pt', 'notFound'),
  },
  {
    name: 'compo: a negative id',
    send: (r) => r.get('/api/compo?id=-5&lang=en'),
    status: 404,
    body: refusal('en', 'notFound'),
  },
  {
    name: 'compo: an id too long for the APIs',
    send: (r) => r.get('/api/compo?id=1234567890123&lang=en'),
    status: 404,
    body: refusal('en', 'notFound'),
  },
  {
    name: 'compo: an unknown language, in the language of the browser,',
    send: (r) => r.get('/api/compo?id=1&lang=fr', { headers: { 'Accept-Language': 'en-GB,en' } }),
    status: 400,
    body: refusal('en', 'badRequest'),
  },
  {
    name: 'compo: no language, in Portuguese for a browser naming none of ours,',
    send: (r) => r.get('/api/compo?id=1', { headers: { 'Accept-Language': 'de' } }),
    status: 400,
    body: refusal('pt', 'badRequest'),
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

test("the composite card carries the site's brand, as a download no crawler keeps", async ({
  request,
}) => {
  const talent = await findProfile((p) => p.compo !== null);
  const response = await request.get(`/api/compo?id=${talent.id}&lang=en`);
  expect(response.status()).toBe(200);
  // The name as it is for browsers that read it, and in ASCII (accents as _) for old ones.
  const name = `${talent.name}_Aurora Talents.pdf`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  expect(response.headers()['content-disposition']).toBe(
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const text = pdfText(await response.body());
  expect(text).toContain(talent.name.toUpperCase());
  // `npm start` hands the site's name (SITE_NAME, by default Aurora Talents) to the agency API.
  expect(text).toContain('AURORA TALENTS');
  expect(text).not.toMatch(/^AGENCY$/m);
});
