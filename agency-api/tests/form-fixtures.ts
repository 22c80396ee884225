import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Small files that start with each accepted image signature; the rest is random bytes.
// They pass the signature check but no decoder: for limits checked before decoding.
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
  consent_evaluation: 'true',
  consent_promotion: 'false',
  privacy_version: '2026-11-26',
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

let colour = 0;

/** A real picture of one colour (each call another), as sharp writes it. */
function picture(width: number, height: number) {
  colour = (colour + 37) % 256;
  return sharp({
    create: { width, height, channels: 3, background: { r: colour, g: 120, b: 255 - colour } },
  });
}

/**
 * A JPEG as a phone writes it: EXIF with the device, the date and the GPS
 * position of where it was taken.
 */
export function phoneJpeg(width = 64, height = 48): Promise<Buffer> {
  return picture(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', DateTime: '2026:11:01 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 1/1',
      },
    })
    .toBuffer();
}

/** Whether EXIF data holds the GPS pointer tag (0x8825), in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** Four decodable photos: a phone JPEG with GPS, a PNG, a GIF and another JPEG. */
export async function fourImages(): Promise<Record<string, Buffer>> {
  return {
    image_1: await phoneJpeg(),
    image_2: await picture(40, 60).png().toBuffer(),
    image_3: await picture(30, 30).gif().toBuffer(),
    image_4: await picture(50, 70).jpeg().toBuffer(),
  };
}
