import { describe, expect, it } from 'vitest';
import { firstFile, imageFileError } from '@/lib/forms/files';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/forms/limits';
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

describe('firstFile', () => {
  it('takes the first file of a list and passes a single file through', () => {
    expect(firstFile([photo])).toBe(photo);
    expect(firstFile(photo)).toBe(photo);
    expect(firstFile([])).toBeUndefined();
    expect(firstFile(undefined)).toBeUndefined();
  });
});
