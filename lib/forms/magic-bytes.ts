import type { AcceptedImageType } from '@agency/rules/limits';

// The browser's declared content type is only a claim; the server checks the
// first bytes of each upload before forwarding it to the panel API.

/** How many leading bytes detectImageType needs (the PNG signature). */
export const MAGIC_BYTES_LENGTH = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // "GIF87a"
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // "GIF89a"

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}
