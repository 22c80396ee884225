import 'server-only';
import type { UploadFile } from '@/lib/agency-api/forms';
import { imageFileError, sniffImageType } from '@/lib/forms/files';
import { type AcceptedImageType, IMAGE_EXTENSIONS } from '@agency/rules/limits';

// The type their file signature proves, never the name or the declared type. Only acceptable ones are
// read whole, under names of ours: a visitor's file name never reaches the agency's storage.
export async function readPhotos(formData: FormData, fields: readonly string[]) {
  const checked: Record<string, { type: string; size: number }> = {};
  const uploads: UploadFile[] = [];
  for (const field of fields) {
    const file = formData.get(field);
    // An input left blank arrives as an empty file: the validation says it is missing.
    if (!(file instanceof Blob) || file.size === 0) continue;
    const photo = { type: await sniffImageType(file), size: file.size };
    checked[field] = photo;
    if (imageFileError(photo) !== null) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    uploads.push({
      field,
      type: photo.type,
      bytes,
      name: `${field}.${IMAGE_EXTENSIONS[photo.type as AcceptedImageType]}`,
    });
  }
  return { checked, uploads };
}
