import { createHash } from 'node:crypto';

export interface ReceivedFile {
  field: string;
  data: Buffer;
  mime: 'image/png' | 'image/gif' | 'image/jpeg';
  ext: 'png' | 'gif' | 'jpg';
  sha256: string;
}

/** Identifies an image by its first bytes; the client's name and content type are not trusted. */
export function sniffImage(data: Buffer): Pick<ReceivedFile, 'mime' | 'ext'> | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  return undefined;
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
