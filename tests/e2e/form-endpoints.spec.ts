import { expect, test } from '@playwright/test';
import { submissions } from './support/api';
import { jpeg, png } from './support/images';

// Bad requests to the site's form and PDF endpoints: each is answered 4xx
// with a message, and the agency API stores none of them. Every request
// carries a marker so that what other tests store cannot blur the check.
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
};
const photo = (bytes: Buffer, name = 'photo.png', mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer: bytes,
});
const photos = {
  image_1: photo(png(1)),
  image_2: photo(png(2)),
  image_3: photo(jpeg(3)),
  image_4: photo(png(4)),
};

// In order, in one worker (a failure does not stop the others): the check
// that nothing was stored comes after every refused request.
test.describe.configure({ mode: 'default' });

type Case = {
  name: string;
  send: (
    r: import('@playwright/test').APIRequestContext,
  ) => Promise<import('@playwright/test').APIResponse>;
};

const cases: Case[] = [
  { name: 'contact: empty body', send: (r) => r.post('/api/contact?lang=pt', json({})) },
  {
    name: 'contact: a missing field',
    send: (r) => r.post('/api/contact?lang=en', json({ name: marker, phone: '1' })),
  },
  {
    name: 'contact: an extra field',
    send: (r) => r.post('/api/contact?lang=en', json({ ...valid, admin: true })),
  },
  {
    name: 'contact: wrong types',
    send: (r) => r.post('/api/contact?lang=en', json({ name: marker, phone: 5, message: ['x'] })),
  },
  {
    name: 'contact: 1 MB message',
    send: (r) =>
      r.post('/api/contact?lang=es', json({ ...valid, message: 'x'.repeat(1024 * 1024) })),
  },
  {
    name: 'contact: not JSON',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'application/json' },
        data: `{"name":"${marker}",`,
      }),
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
  },
  {
    name: 'contact: form content type',
    send: (r) => r.post('/api/contact?lang=pt', { form: valid }),
  },
  { name: 'contact: no language', send: (r) => r.post('/api/contact', json(valid)) },
  { name: 'contact: GET', send: (r) => r.get('/api/contact?lang=pt') },
  { name: 'contact: PUT', send: (r) => r.put('/api/contact?lang=pt', json(valid)) },
  {
    name: 'favorites: no favorites',
    send: (r) => r.post('/api/favorites?lang=pt', json({ ...valid, favorites: [] })),
  },
  {
    name: 'favorites: a broken favorite',
    send: (r) => r.post('/api/favorites?lang=pt', json({ ...valid, favorites: [{ id: 'x' }] })),
  },
  { name: 'favorites: DELETE', send: (r) => r.delete('/api/favorites?lang=pt') },
  {
    name: 'recruitment: JSON instead of multipart',
    send: (r) => r.post('/api/recruitment?lang=pt', json(recruitmentFields)),
  },
  {
    name: 'recruitment: no photos',
    send: (r) => r.post('/api/recruitment?lang=pt', { multipart: recruitmentFields }),
  },
  {
    name: 'recruitment: invalid email',
    send: (r) =>
      r.post('/api/recruitment?lang=en', {
        multipart: { ...recruitmentFields, email: 'not-an-email', ...photos },
      }),
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
  },
  {
    name: 'recruitment: a fifth file',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, image_5: photo(png(5)) },
      }),
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
  },
  {
    name: 'recruitment: path traversal file name',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: {
          ...recruitmentFields,
          ...photos,
          image_4: photo(png(9), '../../../etc/passwd.png'),
        },
      }),
  },
  {
    name: 'recruitment: a truncated body',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        data: `--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n${marker}\r\n--XyZ\r\nContent-Disposition: form-data; name="image_1"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      }),
  },
  {
    name: 'recruitment: a bad category',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, category: 'not json', ...photos },
      }),
  },
  {
    name: 'recruitment: a measurement not offered',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, height: '999', ...photos },
      }),
  },
  { name: 'compo: GET', send: (r) => r.get('/api/compo') },
  {
    name: 'compo: an unknown talent',
    send: (r) => r.post('/api/compo', json({ id: 999999, lang: 'pt' })),
  },
  {
    name: 'compo: a wrong type',
    send: (r) => r.post('/api/compo', json({ id: '1; drop table', lang: 'pt' })),
  },
  {
    name: 'compo: an extra field',
    send: (r) => r.post('/api/compo', json({ id: 1, lang: 'pt', path: '../../etc' })),
  },
  {
    name: 'compo: not JSON',
    send: (r) => r.post('/api/compo', { headers: { 'Content-Type': 'text/plain' }, data: 'id=1' }),
  },
  // More of each kind, so that every endpoint meets every kind of bad input.
  { name: 'contact: JSON null', send: (r) => r.post('/api/contact?lang=pt', json(null)) },
  { name: 'contact: a JSON array', send: (r) => r.post('/api/contact?lang=pt', json([valid])) },
  {
    name: 'contact: a prototype key',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'application/json' },
        data: `{"name":"${marker}","phone":"1","message":"m","__proto__":{"admin":true}}`,
      }),
  },
  {
    name: 'contact: an object as name',
    send: (r) => r.post('/api/contact?lang=pt', json({ ...valid, name: { first: marker } })),
  },
  {
    name: 'contact: a blank message',
    send: (r) => r.post('/api/contact?lang=pt', json({ ...valid, message: '   ' })),
  },
  {
    name: 'contact: a name over 200 characters',
    send: (r) => r.post('/api/contact?lang=pt', json({ ...valid, name: marker.padEnd(201, 'x') })),
  },
  {
    name: 'contact: text/plain',
    send: (r) =>
      r.post('/api/contact?lang=pt', {
        headers: { 'Content-Type': 'text/plain' },
        data: JSON.stringify(valid),
      }),
  },
  {
    name: 'contact: no content type',
    send: (r) => r.fetch('/api/contact?lang=pt', { method: 'POST', data: Buffer.from('{}') }),
  },
  {
    name: 'contact: an unknown language',
    send: (r) => r.post('/api/contact?lang=xx', json(valid)),
  },
  { name: 'contact: PATCH', send: (r) => r.patch('/api/contact?lang=pt', json(valid)) },
  { name: 'contact: DELETE', send: (r) => r.delete('/api/contact?lang=pt') },
  {
    name: 'favorites: missing favorites',
    send: (r) => r.post('/api/favorites?lang=en', json(valid)),
  },
  {
    name: 'favorites: favorites as a string',
    send: (r) => r.post('/api/favorites?lang=en', json({ ...valid, favorites: '1,2,3' })),
  },
  {
    name: 'favorites: a negative talent id',
    send: (r) =>
      r.post('/api/favorites?lang=en', json({ ...valid, favorites: [{ id: -1, name: 'x' }] })),
  },
  {
    name: 'favorites: 1 MB talent name',
    send: (r) =>
      r.post(
        '/api/favorites?lang=es',
        json({ ...valid, favorites: [{ id: 1, name: 'x'.repeat(1024 * 1024) }] }),
      ),
  },
  {
    name: 'favorites: an extra field',
    send: (r) =>
      r.post(
        '/api/favorites?lang=es',
        json({ ...valid, favorites: [{ id: 1, name: 'x' }], role: 'admin' }),
      ),
  },
  {
    name: 'favorites: missing name',
    send: (r) =>
      r.post(
        '/api/favorites?lang=es',
        json({ phone: '1', message: 'm', favorites: [{ id: 1, name: 'x' }] }),
      ),
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
  },
  {
    name: 'favorites: multipart',
    send: (r) => r.post('/api/favorites?lang=pt', { multipart: { ...valid, favorites: '[]' } }),
  },
  { name: 'favorites: GET', send: (r) => r.get('/api/favorites?lang=pt') },
  { name: 'recruitment: GET', send: (r) => r.get('/api/recruitment?lang=pt') },
  {
    name: 'recruitment: PUT',
    send: (r) => r.put('/api/recruitment?lang=pt', { multipart: recruitmentFields }),
  },
  {
    name: 'recruitment: multipart without a boundary',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data' },
        data: `name=${marker}`,
      }),
  },
  {
    name: 'recruitment: an empty body',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        data: '',
      }),
  },
  {
    name: 'recruitment: a file under an unknown field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, avatar: photo(png(6)) },
      }),
  },
  {
    name: 'recruitment: an unknown text field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, role: 'admin' },
      }),
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
  },
  {
    name: 'recruitment: a Windows path as file name',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, image_2: photo(png(7), '..\\..\\win.ini') },
      }),
  },
  {
    name: 'recruitment: a birth date in the future',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, birthdate: '2999-01-01' },
      }),
  },
  {
    name: 'recruitment: a birth date that is not a date',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, birthdate: 'yesterday' },
      }),
  },
  {
    name: 'recruitment: 1 MB in a text field',
    send: (r) =>
      r.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, ...photos, contact: 'x'.repeat(1024 * 1024) },
      }),
  },
  {
    name: 'recruitment: an unknown gender',
    send: (r) =>
      r.post('/api/recruitment?lang=es', {
        multipart: { ...recruitmentFields, ...photos, gender: 'robot' },
      }),
  },
  {
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
  },
  { name: 'compo: PUT', send: (r) => r.put('/api/compo', json({ id: 1, lang: 'pt' })) },
  { name: 'compo: an empty body', send: (r) => r.post('/api/compo', json({})) },
  {
    name: 'compo: an unknown language',
    send: (r) => r.post('/api/compo', json({ id: 1, lang: 'fr' })),
  },
  { name: 'compo: a negative id', send: (r) => r.post('/api/compo', json({ id: -5, lang: 'pt' })) },
  {
    name: 'compo: a fractional id',
    send: (r) => r.post('/api/compo', json({ id: 1.5, lang: 'pt' })),
  },
  {
    name: 'compo: 1 MB body',
    send: (r) => r.post('/api/compo', json({ id: 1, lang: 'pt', pad: 'x'.repeat(1024 * 1024) })),
  },
];

test('the suite has at least 50 hostile requests', () => {
  expect(cases.length).toBeGreaterThanOrEqual(50);
});

for (const c of cases) {
  test(`${c.name} is refused with a 4xx and a message`, async ({ request }) => {
    const response = await c.send(request);
    expect(response.status(), c.name).toBeGreaterThanOrEqual(400);
    expect(response.status(), c.name).toBeLessThan(500);
    const body = await response.text();
    expect(body).not.toMatch(/at .*\.(js|ts):\d+|node_modules|Error:/);
    // A method the endpoint does not have may answer without a body.
    if (response.status() !== 405) {
      expect((JSON.parse(body) as { message?: string }).message, c.name).toBeTruthy();
    }
  });
}

test('none of the refused requests was stored by the agency API', async () => {
  for (const kind of ['contact', 'favorites', 'get-scouted'] as const) {
    expect((await submissions(kind)).filter((s) => s.fields.name === marker)).toEqual([]);
  }
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
