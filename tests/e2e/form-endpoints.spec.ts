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
          email: 'bad',
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
];

for (const c of cases) {
  test(`${c.name} is refused with a 4xx and a message`, async ({ request }) => {
    const response = await c.send(request);
    expect(response.status(), c.name).toBeGreaterThanOrEqual(400);
    expect(response.status(), c.name).toBeLessThan(500);
    const body = await response.text();
    expect(body).not.toMatch(/at .*\.(js|ts):\d+|node_modules|Error:/);
  });
}

test('the recruitment endpoint answers in the visitor language and never stores a refused request', async ({
  request,
}) => {
  const response = await request.post('/api/recruitment?lang=es', {
    multipart: { ...recruitmentFields, email: 'x' },
  });
  expect(response.status()).toBe(422);
  expect(((await response.json()) as { message: string }).message).toBe(
    'Completa los campos obligatorios',
  );
  for (const kind of ['contact', 'favorites', 'get-scouted'] as const) {
    expect((await submissions(kind)).filter((s) => s.fields.name === marker)).toEqual([]);
  }
});

test('valid submissions through the same endpoints are all stored', async ({ request }) => {
  const name = `valid-${Date.now()}`;
  for (let i = 0; i < 5; i += 1) {
    expect(
      (
        await request.post(
          '/api/contact?lang=pt',
          json({ name: `${name}-${i}`, phone: '1', message: 'ok' }),
        )
      ).status(),
    ).toBe(201);
  }
  expect(
    (
      await request.post('/api/recruitment?lang=pt', {
        multipart: { ...recruitmentFields, name, ...photos },
      })
    ).status(),
  ).toBe(201);
  const stored = await submissions('contact');
  expect(stored.filter((s) => String(s.fields.name).startsWith(`${name}-`))).toHaveLength(5);
  expect((await submissions('get-scouted')).filter((s) => s.fields.name === name)).toHaveLength(1);
});
