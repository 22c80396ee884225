import { MAX_SOURCE_BYTES, reencodePhoto } from '@/lib/applicant/photo';
import { withDetectedType } from '@/lib/forms/files';
import type { ValidationKey } from '@/lib/forms/messages';

export type PhotoChoice = { file: File } | { refused: ValidationKey };

/**
 * Judges a chosen file by its first bytes and its size, then scales it down
 * and re-encodes it as JPEG (no EXIF). A file that is no PNG, GIF or JPEG, a
 * file too large to decode safely, or one the browser cannot decode is
 * refused with the slot's message; nothing of it is sent.
 */
export async function preparePhoto(file: File, field: string): Promise<PhotoChoice> {
  const typed = await withDetectedType(file).catch(() => file);
  if (typed.type === '') return { refused: 'fileType' };
  if (typed.size > MAX_SOURCE_BYTES) return { refused: 'photoTooLarge' };
  const encoded = await reencodePhoto(typed, field);
  return encoded ? { file: encoded } : { refused: 'photoUnreadable' };
}
