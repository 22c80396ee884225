import { createHash, randomBytes } from 'node:crypto';

// Small files that start with each accepted image signature; the rest is random bytes.
export const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
export const jpeg = (size = 2000) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size)]);
export const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(1500)]);
export const gif = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(1200)]);

export const SCOUT_FIELDS: Record<string, string> = {
  name: 'Maria Lima',
  email: 'maria@example.com',
  phone: '+55 11 99999-0000',
  contact: 'whatsapp',
  country: JSON.stringify({ label: 'Brasil', value: 1 }),
  state: JSON.stringify({ label: 'São Paulo', value: 1 }),
  city: JSON.stringify({ label: 'Campinas', value: 2 }),
  gender: 'woman',
  category: JSON.stringify({ label: 'Modelo', value: 1 }),
  birthdate: '2001-04-12',
  height: '175/5.9',
  jeans: '38',
  waist: '62/24',
  hips: '90/35',
  bust: '84/33',
  shoes: '38',
  instagram: '@maria',
  drt: '',
};

/** A recruitment form as the site sends it; `names` overrides the client filenames. */
export function scoutForm(
  files: Record<string, Buffer>,
  fields = SCOUT_FIELDS,
  names: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(v)]), names[k] ?? `${k}.jpg`);
  return form;
}

export const fourImages = (): Record<string, Buffer> => ({
  image_1: jpeg(),
  image_2: png(),
  image_3: gif(),
  image_4: jpeg(),
});
