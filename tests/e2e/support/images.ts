import { createHash } from 'node:crypto';

// Small but real image files for upload tests.
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const GIF_1x1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function png(seed = 0): Buffer {
  // Trailing bytes after IEND keep the file a PNG while making each one distinct.
  return Buffer.concat([Buffer.from(PNG_1x1, 'base64'), Buffer.from(`seed-${seed}`)]);
}

/** A real PNG padded after its end to exactly `bytes` (decoders stop at IEND). */
export const pngOfSize = (seed: number, bytes: number) =>
  Buffer.concat([png(seed), Buffer.alloc(bytes - png(seed).length, 0x20)]);

export function gif(): Buffer {
  return Buffer.from(GIF_1x1, 'base64');
}

// An 8×8 JPEG: photos are decoded (by the browser and by the agency API), so it must be real.
const JPEG_8x8 =
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALgDDL//2Q==';

export function jpeg(seed = 0): Buffer {
  // Bytes after the end-of-image marker keep it a JPEG while making each one distinct.
  return Buffer.concat([Buffer.from(JPEG_8x8, 'base64'), Buffer.from(`jpeg-${seed}`)]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
