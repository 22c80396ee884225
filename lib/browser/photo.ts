// Photos are re-encoded as JPEG before they are sent: a 12 MB phone photo uploads in seconds on a
// phone's connection, and without its EXIF (GPS position): a canvas keeps only pixels.
import { MAX_PHOTO_SIDE } from '@agency/rules/limits';

/** A chosen file larger than this is not decoded (a phone could run out of memory). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/**
 * What a file input offers once the page re-encodes photos: any picture, so an iPhone's HEIC can
 * be chosen (its extensions too, where the system has no image type for them).
 */
export const DECODABLE_PHOTOS = 'image/*,.heic,.heif';

const JPEG_QUALITY = 0.85;

export function scaledSize(
  width: number,
  height: number,
  max: number = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function jpegOf(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob | null> {
  if ('convertToBlob' in canvas)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

// Upright (the decoder applies the EXIF orientation). Null when the browser cannot decode the
// file (damaged, or a HEIC where unsupported): the slot then says so.
export async function reencodePhoto(file: Blob, name: string): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(size.width, size.height);
    const context = canvas.getContext('2d') as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await jpegOf(canvas);
    return blob ? new File([blob], `${name}.jpg`, { type: 'image/jpeg' }) : null;
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
