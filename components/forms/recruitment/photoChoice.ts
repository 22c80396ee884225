import { MAX_SOURCE_BYTES, reencodePhoto } from '@/lib/browser/photo';
import { sniffImageType } from '@/lib/forms/files';
import type { ValidationKey } from '@/lib/forms/messages';

export type PhotoChoice = { file: File } | { refused: ValidationKey };

// Whatever the browser decodes (an iPhone's HEIC in Safari, WebP, AVIF) is re-encoded as JPEG,
// one of the server's three types, with no EXIF; too large a file is refused before it is decoded.
export async function preparePhoto(file: File, field: string): Promise<PhotoChoice> {
  if (file.size > MAX_SOURCE_BYTES) return { refused: 'photoTooLarge' };
  const encoded = await reencodePhoto(file, field);
  if (encoded) return { file: encoded };
  // Not decoded: a damaged PNG, GIF or JPEG is said to be unreadable; anything else is not a photo
  // this browser opens (the slot promises any such photo, so naming three types would mislead).
  const type = await sniffImageType(file).catch(() => '');
  return { refused: type === '' ? 'notAPhoto' : 'photoUnreadable' };
}
