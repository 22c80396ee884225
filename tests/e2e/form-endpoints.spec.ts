import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { findProfile, submissions, talentsOf } from './support/api';
import { bornYearsAgo } from './support/dates';
import { jpeg, png } from './support/images';
import { pdfText } from './support/pdf';

// Bad requests to the site's form and PDF endpoints: each is answered with
// the exact status its route handler gives (app/api/*/route.ts, lib/route-handlers/*)
// and, when the answer has a body, with the exact translated message and the
// fields at fault; the agency API stores none of them. Every request carries
// a marker so that what other tests store cannot blur the check.
const marker = `hostile-${Date.now()}`;
const valid = { name: marker, phone: '123', message: 'hello' };
const json = (data: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  data: JSON.stringify(data),
});

const recruitmentFields: Record<string, string> = {
  name: marker,
  email: 'a@example.com',
  phone: '1',
  contact: 'me',
  country: JSON.stringify({ label: 'Brasil', value: 1 }),
  state: JSON.stringify({ label: 'São Paulo', value: 1 }),
  gender: 'woman',
  category: JSON.stringify({ label: 'Modelo', value: 1 }),
  birthdate: '2000-01-01',
  height: '170',
  jeans: '38',
  waist: '60',
  hips: '90',
  bust: '85',
  shoes: '38',
  consent_evaluation: 'true',
  privacy_version: '2026-11-25',
};
const photo = (bytes: Buffer, name = 'photo.png', mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer: bytes,
});
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const garbagePng = () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2048, 0x5a)]);
/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A small file whose header says 20000 × 20000 grey pixels (400 megapixels once decoded). */
function pixelBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(20_001 * 16));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
const photos = {
  image_1: photo(png(1)),
  image_2: photo(png(2)),
  image_3: photo(jpeg(3)),
  image_4: photo(png(4)),
};

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
/** 422 of a form's schema or catalogue check: the message and one key per field at fault. */
const invalid = (lang: Lang, errors: unknown, key: Key = 'invalid') =>
  refusal(lang, key, { errors });
// A field a form's schema does not know (`.strict()`) is named, with the site's own key.
const unknownKey = (field: string) => ({ [field]: 'unknownField' });

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

const zeroWidth = '\u200B\u200B\u200B';

const cases: Case[] = [
  {
    name: 'contact: empty body',
    send: (r) => r.post('/api/contact?lang=pt', json({})),
    status: 422,
    body: invalid('pt', { name: 'required', phone: 'required', message: 'required' }),
  },
  {
    name: 'contact: a missing field',
    send: (r) => r.post('/api/contact?lang=en', json({ name: marker, phone: '1' })),
    status: 422,
    body: invalid('en', { message: 'required' }),
  },
  {
    name: 'contact: an extra field',
    send: (r) => r.post('/api/contact?lang=en', json({ ...valid, admin: true })),
    status: 422,
    body: invalid('en', unknownKey('admin')),
  },
  {
    name: 'contact: wrong types',
    send: (r) => r.post('/api/contact?lang=en', json({ name: marker, phone: 5, message: ['x'] })),
    status: 422,
    body: invalid('en', { phone: 'required', message: 'required' }),
  },
  {
    name: 'contact: 1 MB message',
    send: (r) =>
      r.post('/api/contact?lang=es', json({ ...valid, message: 'x'.repeat(1024 * 1024) })),
    status: 413,
    body: refusal('es', 'tooLarge'),
  },
  {
    name: 'contact: not JSON',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'application/json' },
        data: `{"name":"${marker}",`,
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: invalid UTF-8',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'application/json' },
        data: Buffer.concat([
          Buffer.from(`{"name":"${marker}","phone":"1","message":"`),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: form content type',
    send: (r) => r.post('/api/contact?lang=pt', { form: valid }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  {
    // No language to answer in: the site's default one.
    name: 'contact: no language',
    send: (r) => r.post('/api/contact', json(valid)),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: GET',
    send: (r) => r.get('/api/contact?lang=pt'),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'contact: PUT',
    send: (r) => r.put('/api/contact?lang=pt', json(valid)),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'favorites: no favorites',
    send: (r) => r.post('/api/favorites?lang=pt', json({ ...valid, favorites: [] })),
    status: 422,
    body: invalid('pt', { favorites: 'favoritesRequired' }),
  },
  {
    name: 'favorites: a broken favorite',
    send: (r) => r.post('/api/favorites?lang=pt', json({ ...valid, favorites: [{ id: 'x' }] })),
    status: 422,
    body: invalid('pt', { favorites: 'invalidOption' }),
  },
  {
    name: 'favorites: DELETE',
    send: (r) => r.delete('/api/favorites?lang=pt'),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'recruitment: JSON instead of multipart',
    send: (r) => r.post('/api/recruitment?lang=pt', json(recruitmentFields)),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  {
    name: 'recruitment: no photos',
    send: (r) => r.post('/api/recruitment?lang=pt', { multipart: recruitmentFields }),
    status: 422,
    body: invalid('pt', {
      image_1: 'fileRequired',
      image_2: 'fileRequired',
      image_3: 'fileRequired',
      image_4: 'fileRequired',
    }),
  },
  {
    name: 'recruitment: invalid email',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: { ...recruitmentFields, email: 'not-an-email', ...photos },
      }),
    status: 422,
    body: invalid('en', { email: 'invalidEmail' }),
  },
  {
    name: 'recruitment: a text file renamed .jpg',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_1: photo(Buffer.from('just some text'), 'me.jpg', 'image/jpeg'),
        },
      }),
    status: 415,
    body: refusal('en', 'photoType', { field: 'image_1' }),
  },
  {
    name: 'recruitment: an executable renamed .png',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_2: photo(Buffer.from('\x7fELF\x02\x01\x01\x00binary'), 'x.png'),
        },
      }),
    status: 415,
    body: refusal('en', 'photoType', { field: 'image_2' }),
  },
  {
    // Four photos at most: the fifth file is refused and named.
    name: 'recruitment: a fifth file',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, image_5: photo(png(5)) },
      }),
    status: 422,
    body: invalid('pt', { image_5: 'unknownField' }),
  },
  {
    name: 'recruitment: a file over the limit',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_3: photo(Buffer.concat([png(3), Buffer.alloc(6 * 1024 * 1024)])),
        },
      }),
    status: 413,
    body: refusal('pt', 'photoTooLarge', { field: 'image_3' }),
  },
  {
    // A file name with a directory part is refused, not cleaned (lib/route-handlers/file-name.ts).
    name: 'recruitment: path traversal file name',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_4: photo(png(9), '../../../etc/passwd.png'),
        },
      }),
    status: 422,
    body: invalid('pt', { image_4: 'fileName' }),
  },
  {
    name: 'recruitment: a truncated body',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        data: `--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n${marker}\r\n--XyZ\r\nContent-Disposition: form-data; name="image_1"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'recruitment: a bad category',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, category: 'not json', ...photos },
      }),
    status: 422,
    body: invalid('pt', { category: 'invalidOption' }),
  },
  {
    name: 'recruitment: a measurement not offered',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, height: '999', ...photos },
      }),
    status: 422,
    body: invalid('pt', { height: 'invalidOption' }),
  },
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
    name: 'contact: JSON null',
    send: (r) => r.post('/api/contact?lang=pt', json(null)),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: a JSON array',
    send: (r) => r.post('/api/contact?lang=pt', json([valid])),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: a prototype key',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'application/json' },
        data: `{"name":"${marker}","phone":"1","message":"m","__proto__":{"admin":true}}`,
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: an object as name',
    send: (r) => r.post('/api/contact?lang=pt', json({ ...valid, name: { first: marker } })),
    status: 422,
    body: invalid('pt', { name: 'required' }),
  },
  {
    name: 'contact: a blank message',
    send: (r) => r.post('/api/contact?lang=pt', json({ ...valid, message: '   ' })),
    status: 422,
    body: invalid('pt', { message: 'required' }),
  },
  {
    name: 'contact: a name over 200 characters',
    send: (r) => r.post('/api/contact?lang=pt', json({ ...valid, name: marker.padEnd(201, 'x') })),
    status: 422,
    body: invalid('pt', { name: 'tooLong' }),
  },
  {
    name: 'contact: text/plain',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'text/plain' },
        data: JSON.stringify(valid),
      }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  {
    name: 'contact: no content type',
    send: (r) => r.fetch('/api/contact?lang=pt', { method: 'POST', data: Buffer.from('{}') }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  {
    name: 'contact: an unknown language',
    send: (r) => r.post('/api/contact?lang=xx', json(valid)),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'contact: PATCH',
    send: (r) => r.patch('/api/contact?lang=pt', json(valid)),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'contact: DELETE',
    send: (r) => r.delete('/api/contact?lang=pt'),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'favorites: missing favorites',
    send: (r) => r.post('/api/favorites?lang=en', json(valid)),
    status: 422,
    body: invalid('en', { favorites: 'favoritesRequired' }),
  },
  {
    name: 'favorites: favorites as a string',
    send: (r) => r.post('/api/favorites?lang=en', json({ ...valid, favorites: '1,2,3' })),
    status: 422,
    body: invalid('en', { favorites: 'invalidOption' }),
  },
  {
    name: 'favorites: a negative talent id',
    send: (r) =>
      r.post('/api/favorites?lang=en', json({ ...valid, favorites: [{ id: -1, name: 'x' }] })),
    status: 422,
    body: invalid('en', { favorites: 'invalidOption' }),
  },
  {
    name: 'favorites: 1 MB talent name',
    send: (r) =>
      r.post(
        '/api/favorites?lang=es',
        json({ ...valid, favorites: [{ id: 1, name: 'x'.repeat(1024 * 1024) }] }),
      ),
    status: 413,
    body: refusal('es', 'tooLarge'),
  },
  {
    name: 'favorites: an extra field',
    send: (r) =>
      r.post(
        '/api/favorites?lang=es',
        json({ ...valid, favorites: [{ id: 1, name: 'x' }], role: 'admin' }),
      ),
    status: 422,
    body: invalid('es', unknownKey('role')),
  },
  {
    name: 'favorites: missing name',
    send: (r) =>
      r.post(
        '/api/favorites?lang=es',
        json({ phone: '1', message: 'm', favorites: [{ id: 1, name: 'x' }] }),
      ),
    status: 422,
    body: invalid('es', { name: 'required' }),
  },
  {
    name: 'favorites: invalid UTF-8',
    send: (r) =>
      r.post('/api/favorites?lang=pt', {
        headers: { 'Content-Type': 'application/json' },
        data: Buffer.concat([
          Buffer.from(
            `{"name":"${marker}","phone":"1","message":"m","favorites":[{"id":1,"name":"`,
          ),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('"}]}'),
        ]),
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'favorites: multipart',
    send: (r) => r.post('/api/favorites?lang=pt', { multipart: { ...valid, favorites: '[]' } }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  {
    name: 'favorites: GET',
    send: (r) => r.get('/api/favorites?lang=pt'),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'recruitment: GET',
    send: (r) => r.get('/api/recruitment?lang=pt'),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'recruitment: PUT',
    send: (r) => r.put('/api/recruitment?lang=pt', { multipart: recruitmentFields }),
    status: 405,
    body: NO_BODY,
  },
  {
    name: 'recruitment: multipart without a boundary',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data' },
        data: `name=${marker}`,
      }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
  {
    name: 'recruitment: an empty body',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        data: '',
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
  {
    name: 'recruitment: a file under an unknown field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, avatar: photo(png(6)) },
      }),
    status: 422,
    body: invalid('pt', { avatar: 'unknownField' }),
  },
  {
    name: 'recruitment: an unknown text field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, role: 'admin' },
      }),
    status: 422,
    body: invalid('pt', unknownKey('role')),
  },
  {
    name: 'recruitment: an SVG with a script renamed .png',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_1: photo(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            'face.png',
          ),
        },
      }),
    status: 415,
    body: refusal('en', 'photoType', { field: 'image_1' }),
  },
  {
    // It passes the site's type check (the PNG signature); the agency API cannot decode it.
    name: 'recruitment: a PNG signature followed by garbage',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: { ...recruitmentFields, ...photos, image_2: photo(garbagePng()) },
      }),
    status: 415,
    body: refusal('en', 'photoType', { field: 'image_2' }),
  },
  {
    name: 'recruitment: a 20000 × 20000 pixel bomb',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, image_4: photo(pixelBomb()) },
      }),
    status: 415,
    body: refusal('pt', 'photoType', { field: 'image_4' }),
  },
  {
    name: 'recruitment: an HTML page declared as JPEG',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_3: photo(Buffer.from('<html><body>hi</body></html>'), 'body.jpg', 'image/jpeg'),
        },
      }),
    status: 415,
    body: refusal('en', 'photoType', { field: 'image_3' }),
  },
  {
    name: 'recruitment: a Windows path as file name',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, image_2: photo(png(7), '..\\..\\win.ini') },
      }),
    status: 422,
    body: invalid('pt', { image_2: 'fileName' }),
  },
  {
    name: 'recruitment: a birth date in the future',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, birthdate: '2999-01-01' },
      }),
    status: 422,
    body: invalid('pt', { birthdate: 'invalidDate' }),
  },
  {
    // The site's route applies the age rule itself, whatever a browser did or did not check.
    name: 'recruitment: a 13-year-old',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, birthdate: bornYearsAgo(13) },
      }),
    status: 422,
    body: invalid('pt', { birthdate: 'tooYoung' }),
  },
  {
    name: 'recruitment: a 16-year-old without a guardian',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: { ...recruitmentFields, ...photos, birthdate: bornYearsAgo(16) },
      }),
    status: 422,
    body: invalid('en', {
      guardian_name: 'required',
      guardian_relationship: 'required',
      guardian_email: 'required',
      guardian_phone: 'required',
      guardian_consent: 'guardianConsentRequired',
    }),
  },
  {
    name: 'recruitment: without the evaluation consent',
    send: (r) =>
      r.post('/api/recruitment?lang=es', {
        multipart: { ...recruitmentFields, ...photos, consent_evaluation: 'false' },
      }),
    status: 422,
    body: invalid('es', { consent_evaluation: 'consentRequired' }),
  },
  {
    name: 'recruitment: a birth date that is not a date',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, birthdate: 'yesterday' },
      }),
    status: 422,
    body: invalid('pt', { birthdate: 'invalidDate' }),
  },
  {
    // Over the 8 KB a text field may carry: the request as a whole is too large.
    name: 'recruitment: 1 MB in a text field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, contact: 'x'.repeat(1024 * 1024) },
      }),
    status: 413,
    body: refusal('pt', 'tooLarge'),
  },
  {
    name: 'recruitment: an unknown gender',
    send: (r) =>
      r.post('/api/recruitment?lang=es', {
        multipart: { ...recruitmentFields, ...photos, gender: 'robot' },
      }),
    status: 422,
    body: invalid('es', { gender: 'invalidOption' }),
  },
  {
    // Refused like the JSON endpoints' invalid UTF-8, before any field is checked.
    name: 'recruitment: invalid UTF-8 in a field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        data: Buffer.concat([
          Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
          Buffer.from([0xff, 0xfe, 0xfd]),
          Buffer.from('\r\n--XyZ--\r\n'),
        ]),
      }),
    status: 400,
    body: refusal('pt', 'badRequest'),
  },
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
    name: 'contact: a message of NUL characters',
    send: (r) => r.post('/api/contact?lang=en', json({ ...valid, message: '\u0000'.repeat(20) })),
    status: 422,
    body: invalid('en', { message: 'required' }),
  },
  {
    name: 'contact: name and phone of zero-width spaces',
    send: (r) =>
      r.post('/api/contact?lang=en', json({ ...valid, name: zeroWidth, phone: '\uFEFF\u200D' })),
    status: 422,
    body: invalid('en', { name: 'required', phone: 'required' }),
  },
  {
    name: 'contact: a media type that only starts like JSON',
    send: (r) =>
      r.post('/api/contact?lang=en', {
        headers: { 'Content-Type': 'application/jsonfoo' },
        data: JSON.stringify(valid),
      }),
    status: 415,
    body: refusal('en', 'unsupportedType'),
  },
  {
    name: 'favorites: one 200,000-character cover',
    send: (r) =>
      r.post(
        '/api/favorites?lang=en',
        json({ ...valid, favorites: [{ id: 1, name: 'x', cover: 'x'.repeat(200_000) }] }),
      ),
    status: 422,
    body: invalid('en', { favorites: 'invalidOption' }),
  },
  {
    name: 'favorites: 5,000 favorites',
    send: (r) =>
      r.post(
        '/api/favorites?lang=en',
        json({
          ...valid,
          favorites: Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: 'T' })),
        }),
      ),
    status: 422,
    body: {
      message: 'A quote can include up to 200 talents: remove some and send again',
      errors: { favorites: 'tooManyFavorites' },
    },
  },
  {
    name: 'favorites: a talent the agency does not have',
    send: (r) =>
      r.post(
        '/api/favorites?lang=pt',
        json({
          ...valid,
          favorites: [{ id: 999999999, name: '<script>alert(1)</script>', cover: 'javascript:x' }],
        }),
      ),
    status: 422,
    body: invalid('pt', { favorites: 'invalidOption' }, 'favoritesUnavailable'),
  },
  {
    // Without a country, no state of it can be checked either.
    name: 'recruitment: a country that is not in the list',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          country: JSON.stringify({ label: '<script>alert(1)</script>', value: 987654 }),
        },
      }),
    status: 422,
    body: invalid('en', { country: 'invalidOption', state: 'invalidOption' }),
  },
  {
    name: 'recruitment: a category that is not in the list',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          category: JSON.stringify({ label: 'Admin', value: 3 }),
        },
      }),
    status: 422,
    body: invalid('en', { category: 'invalidOption' }),
  },
  {
    name: 'recruitment: a text file renamed .jpg names its input',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_2: photo(Buffer.from('just some text'), 'me.jpg', 'image/jpeg'),
        },
      }),
    status: 415,
    body: refusal('en', 'photoType', { field: 'image_2' }),
  },
  {
    name: 'recruitment: a photo over the limit names its input',
    send: (r) =>
      r.post('/api/recruitment?lang=es', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_3: photo(Buffer.concat([png(3), Buffer.alloc(6 * 1024 * 1024)])),
        },
      }),
    status: 413,
    body: refusal('es', 'photoTooLarge', { field: 'image_3' }),
  },
  {
    name: 'recruitment: multipart only as a prefix of the media type',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-datax; boundary=XyZ' },
        data: `--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n${marker}\r\n--XyZ--\r\n`,
      }),
    status: 415,
    body: refusal('pt', 'unsupportedType'),
  },
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

test('none of the refused requests was stored by the agency API', async () => {
  for (const kind of ['contact', 'favorites', 'get-scouted'] as const) {
    expect((await submissions(kind)).filter((s) => s.fields.name === marker)).toEqual([]);
  }
});

test('what the agency receives is named by its catalogue, not by the browser', async ({
  request,
}) => {
  const name = `catalogue-${Date.now()}`;
  const [model] = await talentsOf(1, 'en');
  const quote = await request.post(
    '/api/favorites?lang=en',
    json({
      name,
      phone: '1',
      message: 'quote',
      favorites: {
        [model!.id]: { id: model!.id, name: '<script>x</script>', cover: 'javascript:x' },
      },
    }),
  );
  expect(quote.status()).toBe(201);
  const stored = (await submissions('favorites')).find((s) => s.fields.name === name)!;
  expect(stored.fields.favorites).toEqual([
    {
      id: model!.id,
      name: model!.name,
      category: 'Modelo',
      link: expect.stringMatching(new RegExp(`/en/models/${model!.id}/[a-z0-9-]+$`)),
    },
  ]);
  const application = await request.post('/api/recruitment?lang=en', {
    multipart: {
      ...recruitmentFields,
      ...photos,
      name,
      country: JSON.stringify({ label: '<b>Narnia</b>', value: 1 }),
      category: JSON.stringify({ label: 'Admin', value: 2150 }),
    },
  });
  expect(application.status()).toBe(201);
  const scouted = (await submissions('get-scouted')).find((s) => s.fields.name === name)!;
  expect(scouted.fields.country).toEqual({ label: 'Brazil', value: 1 });
  expect(scouted.fields.category).toEqual({ label: 'Influencer', value: 2150 });
});

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

test('the recruitment endpoint answers in the visitor language', async ({ request }) => {
  const response = await request.post('/api/recruitment?lang=es', {
    multipart: { ...recruitmentFields, email: 'x' },
  });
  expect(response.status()).toBe(422);
  expect(((await response.json()) as { message: string }).message).toBe(
    'Completa los campos obligatorios',
  );
});

test('50 valid submissions through the same endpoints are all stored', async ({ request }) => {
  test.setTimeout(120_000);
  const name = `valid-${Date.now()}`;
  const favorites = [{ id: 1, name: 'Talent', cover: null }];
  for (let i = 0; i < 20; i += 1) {
    const contact = await request.post(
      `/api/contact?lang=${['pt', 'en', 'es'][i % 3]}`,
      json({ name: `${name}-${i}`, phone: '1', message: `ok ${i}` }),
    );
    expect(contact.status()).toBe(201);
  }
  for (let i = 0; i < 20; i += 1) {
    const quote = await request.post(
      '/api/favorites?lang=pt',
      json({ name: `${name}-${i}`, phone: '1', message: 'quote', favorites }),
    );
    expect(quote.status()).toBe(201);
  }
  for (let i = 0; i < 10; i += 1) {
    const application = await request.post('/api/recruitment?lang=en', {
      multipart: { ...recruitmentFields, name: `${name}-${i}`, ...photos },
    });
    expect(application.status()).toBe(201);
  }
  const ours = (list: Awaited<ReturnType<typeof submissions>>) =>
    list.filter((s) => String(s.fields.name).startsWith(`${name}-`));
  expect(ours(await submissions('contact'))).toHaveLength(20);
  expect(ours(await submissions('favorites'))).toHaveLength(20);
  const applications = ours(await submissions('get-scouted'));
  expect(applications).toHaveLength(10);
  // Each application arrived with its four photos.
  for (const application of applications) expect(application.files).toHaveLength(4);
});
