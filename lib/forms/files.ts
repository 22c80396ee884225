import { z } from '@/lib/zod';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@agency/rules/limits';
import { detectImageType, MAGIC_BYTES_LENGTH } from './magic-bytes';

/**
 * What the checks need from a photo. A browser `File` fits, and so does the
 * descriptor the server builds while streaming an upload (`type` from the
 * detected magic bytes, `size` from the bytes counted), so no `File` global is
 * needed on the server.
 */
type ImageFileLike = {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
};

type ImageFileError = 'fileRequired' | 'fileType' | 'fileTooLarge';

export function isFileLike(value: unknown): value is ImageFileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { type, size } = value as { type?: unknown; size?: unknown };
  return typeof type === 'string' && typeof size === 'number';
}

/**
 * The first reason a photo is not acceptable, or null. An empty file counts as
 * missing: that is what a browser sends for a file input left blank.
 */
export function imageFileError(value: unknown): ImageFileError | null {
  if (!isFileLike(value) || value.size <= 0) return 'fileRequired';
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(value.type)) return 'fileType';
  if (value.size > MAX_IMAGE_BYTES) return 'fileTooLarge';
  return null;
}

/**
 * One required photo. z.custom returns the value itself, so a browser `File`
 * survives validation (z.object would copy it into a plain object and lose it).
 */
export const imageFileSchema = z.custom<ImageFileLike>((value) => imageFileError(value) === null, {
  error: (issue) => imageFileError(issue.input) ?? 'fileRequired',
});

/** What a chosen file's first bytes say it is, not what its name claims. */
async function sniffImageType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
  return detectImageType(head) ?? '';
}

/**
 * The chosen photo with the type its content proves (empty when it is not a
 * PNG, GIF or JPEG), so the same schema that the server runs refuses a text
 * file renamed .jpg in the browser, before anything is sent.
 */
export async function withDetectedType(file: File): Promise<File> {
  const type = await sniffImageType(file);
  return type === file.type
    ? file
    : new File([file], file.name, { type, lastModified: file.lastModified });
}
