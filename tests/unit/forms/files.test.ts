import { describe, expect, it } from 'vitest';
import { imageFileError, withDetectedType } from '@/lib/forms/files';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@agency/rules/limits';
import { recruitmentFilesSchema } from '@/lib/forms/recruitment';
import { errorFor } from './helpers';

const photo = { name: 'face.jpg', type: 'image/jpeg', size: 300_000 };
const valid = { image_1: photo, image_2: photo, image_3: photo, image_4: photo };

describe('recruitmentFilesSchema', () => {
  it('accepts four server-side descriptors', () => {
    expect(recruitmentFilesSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts browser File objects and keeps them as File', () => {
    const file = new File([new Uint8Array([0x89, 0x50])], 'p.png', { type: 'image/png' });
    const result = recruitmentFilesSchema.safeParse({ ...valid, image_2: file });
    expect(result.success).toBe(true);
    expect(result.data?.image_2).toBe(file);
  });

  it.each(['image_1', 'image_2', 'image_3', 'image_4'])('requires %s', (field) => {
    expect(errorFor(recruitmentFilesSchema, { ...valid, [field]: undefined }, field)).toBe(
      'fileRequired',
    );
  });

  it('treats an empty file input as missing', () => {
    const empty = { name: '', type: 'application/octet-stream', size: 0 };
    expect(errorFor(recruitmentFilesSchema, { ...valid, image_3: empty }, 'image_3')).toBe(
      'fileRequired',
    );
  });

  it.each(['image/webp', 'application/pdf', 'text/plain', ''])('rejects the type %s', (type) => {
    expect(
      errorFor(recruitmentFilesSchema, { ...valid, image_4: { ...photo, type } }, 'image_4'),
    ).toBe('fileType');
  });

  it('accepts png, gif and jpeg up to the size limit, not a byte more', () => {
    for (const type of ACCEPTED_IMAGE_TYPES) {
      expect(imageFileError({ type, size: MAX_IMAGE_BYTES })).toBeNull();
    }
    expect(
      errorFor(
        recruitmentFilesSchema,
        { ...valid, image_1: { ...photo, size: MAX_IMAGE_BYTES + 1 } },
        'image_1',
      ),
    ).toBe('fileTooLarge');
  });

  it('offers the same types to the file input', () => {
    expect(ACCEPT_ATTRIBUTE.split(',')).toEqual([...ACCEPTED_IMAGE_TYPES]);
  });
});

describe('withDetectedType', () => {
  const bytes = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0],
    jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 16],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0],
  };

  it('keeps a picture whose name and content agree', async () => {
    const file = new File([new Uint8Array(bytes.jpeg)], 'face.jpg', { type: 'image/jpeg' });
    expect(await withDetectedType(file)).toBe(file);
  });

  it('gives a picture the type its first bytes prove', async () => {
    const file = new File([new Uint8Array(bytes.png)], 'face.jpg', { type: 'image/jpeg' });
    const checked = await withDetectedType(file);
    expect(checked.type).toBe('image/png');
    expect(checked.name).toBe('face.jpg');
    expect(checked.size).toBe(file.size);
    expect(imageFileError(checked)).toBeNull();
  });

  it('turns a text file renamed .jpg into one the schema refuses as not an image', async () => {
    const file = new File(['just some notes'], 'photo.jpg', { type: 'image/jpeg' });
    expect(imageFileError(file)).toBeNull();
    const checked = await withDetectedType(file);
    expect(checked.type).toBe('');
    expect(errorFor(recruitmentFilesSchema, { ...valid, image_3: checked }, 'image_3')).toBe(
      'fileType',
    );
  });

  it('still refuses a real picture over the size limit', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(bytes.gif);
    const checked = await withDetectedType(new File([big], 'big.gif', { type: 'image/gif' }));
    expect(imageFileError(checked)).toBe('fileTooLarge');
  });
});
