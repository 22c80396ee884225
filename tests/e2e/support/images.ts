import { createHash } from 'node:crypto';

// Small but real image files for upload tests.
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const GIF_1x1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function png(seed = 0): Buffer {
  // Trailing bytes after IEND keep the file a PNG while making each one distinct.
  return Buffer.concat([Buffer.from(PNG_1x1, 'base64'), Buffer.from(`seed-${seed}`)]);
}

export function gif(): Buffer {
  return Buffer.from(GIF_1x1, 'base64');
}

export function jpeg(seed = 0): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
    Buffer.from(`jpeg-${seed}`),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
