import * as z from '@/lib/zod';
import {
  ACCEPTED_IMAGE_TYPES,
  detectImageType,
  MAGIC_BYTES_LENGTH,
  MAX_IMAGE_BYTES,
} from '@agency/rules/limits';

/** A browser `File`, or what the server builds while streaming an upload. */
type ImageFileLike = {
  readonly type: string;
  readonly size: number;
};

type ImageFileError = 'fileRequired' | 'fileType' | 'fileTooLarge';

export function isFileLike(value: unknown): value is ImageFileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { type, size } = value as { type?: unknown; size?: unknown };
  return typeof type === 'string' && typeof size === 'number';
}

/** An empty file counts as missing: a browser sends one for a blank file input. */
export function imageFileError(value: unknown): ImageFileError | null {
  if (!isFileLike(value) || value.size <= 0) return 'fileRequired';
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(value.type)) return 'fileType';
  if (value.size > MAX_IMAGE_BYTES) return 'fileTooLarge';
  return null;
}

/** z.custom keeps the value itself, so a browser `File` survives (z.object would copy it). */
export const imageFileSchema = z.custom<ImageFileLike>((value) => imageFileError(value) === null, {
  error: (issue) => imageFileError(issue.input) ?? 'fileRequired',
});

export async function sniffImageType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
  return detectImageType(head) ?? '';
}

/** The type the content proves, so the shared schema refuses a text file renamed .jpg at once. */
export async function withDetectedType(file: File): Promise<File> {
  const type = await sniffImageType(file);
  return type === file.type
    ? file
    : new File([file], file.name, { type, lastModified: file.lastModified });
}
