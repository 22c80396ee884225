import { createHash } from 'node:crypto';

export interface ReceivedFile {
  field: string;
  data: Buffer;
  mime: 'image/png' | 'image/gif' | 'image/jpeg';
  ext: 'png' | 'gif' | 'jpg';
  sha256: string;
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
