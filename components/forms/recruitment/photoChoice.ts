import { MAX_SOURCE_BYTES, reencodePhoto } from '@/lib/recruitment/photo';
import { withDetectedType } from '@/lib/forms/files';
import type { ValidationKey } from '@/lib/forms/messages';

export type PhotoChoice = { file: File } | { refused: ValidationKey };

// Re-encoded as JPEG so no EXIF is sent; too large a file is refused before it is decoded.
export async function preparePhoto(file: File, field: string): Promise<PhotoChoice> {
  const typed = await withDetectedType(file).catch(() => file);
  if (typed.type === '') return { refused: 'fileType' };
  if (typed.size > MAX_SOURCE_BYTES) return { refused: 'photoTooLarge' };
  const encoded = await reencodePhoto(typed, field);
  return encoded ? { file: encoded } : { refused: 'photoUnreadable' };
}
