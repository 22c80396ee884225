import 'server-only';
import type { UploadFile } from '@/lib/agency-api/forms';
import { detectImageType, MAGIC_BYTES_LENGTH } from '@/lib/forms/magic-bytes';
import { imageFileError } from '@/lib/forms/files';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
};

/**
 * The photos a form posted, as the schema checks them: the type their first
 * bytes prove (never the name or the declared type) and their size. Only the
 * acceptable ones are read whole, under names of ours: a visitor's file name
 * never reaches the agency's storage.
 */
export async function readPhotos(formData: FormData, fields: readonly string[]) {
  const checked: Record<string, { type: string; size: number }> = {};
  const uploads: UploadFile[] = [];
  for (const field of fields) {
    const file = formData.get(field);
    // An input left blank arrives as an empty file: the schema says it is missing.
    if (!(file instanceof Blob) || file.size === 0) continue;
    const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
    const photo = { type: detectImageType(head) ?? '', size: file.size };
    checked[field] = photo;
    if (imageFileError(photo) !== null) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    uploads.push({ field, type: photo.type, bytes, name: `${field}.${EXTENSIONS[photo.type]}` });
  }
  return { checked, uploads };
}
