import { MAX_PHOTO_SIDE } from '@agency/rules/limits';
import sharp from 'sharp';
import { HttpError } from '../lib/errors.js';
import { sha256, type ReceivedFile } from './files.js';

// Applicants' photos are stored as pictures and nothing else: decoded, turned
// upright, scaled down and written again as JPEG. Whatever the file carried
// (EXIF with the GPS position, the device and the date, XMP, comments, a
// colour profile, bytes after the image) is not copied. The site already does
// this in the browser; this is the defence for a request that skipped it.

const JPEG_QUALITY = 85;

/** The photo as the agency stores it; 415 when the bytes are no image sharp can decode. */
export async function reencodePhoto(file: ReceivedFile): Promise<ReceivedFile> {
  let data: Buffer;
  try {
    data = await sharp(file.data, { failOn: 'error', animated: false })
      // Applies the EXIF orientation to the pixels before the EXIF is dropped.
      .rotate()
      .resize({
        width: MAX_PHOTO_SIDE,
        height: MAX_PHOTO_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(415, { message: 'The image could not be read.', field: file.field });
  }
  return { field: file.field, data, mime: 'image/jpeg', ext: 'jpg', sha256: sha256(data) };
}
