import 'server-only';
import Busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { detectImageType } from '@/lib/forms/magic-bytes';
import type { ValidationKey } from '@/lib/forms/messages';
import { isSafeFileName } from './file-name';

export type ReceivedFile = { field: string; type: string; bytes: Uint8Array };
export type Limits = {
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
  fileFields: readonly string[];
};
type MultipartResult =
  | { ok: true; fields: Record<string, string>; files: ReceivedFile[] }
  | {
      ok: false;
      status: 400 | 413 | 415 | 422;
      reason: string;
      field?: string;
      /** With 422: what is wrong with `field`, a Validation message key. */
      fieldError?: ValidationKey;
    };

/**
 * Reads a multipart body as a stream, stopping at the first broken limit:
 * file count, bytes per file, field count and size; a file is kept only if
 * its first bytes are a PNG, GIF or JPEG, whatever its name or declared type.
 */
export function readMultipart(request: Request, limits: Limits): Promise<MultipartResult> {
  return new Promise((resolve) => {
    // The first answer stands: a promise ignores any later resolve.
    type Failure = Extract<MultipartResult, { ok: false }>;
    const fail = (status: Failure['status'], reason: string, more: Partial<Failure> = {}) =>
      resolve({ ok: false, status, reason, ...more });
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: {
          fileSize: limits.fileBytes,
          // One more than the form sends, so the extra file is seen (and named) below.
          files: limits.files + 1,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.files + 1 + limits.fields,
        },
        defParamCharset: 'utf8',
        // The name as sent, so that a path in it can be refused (busboy would cut it).
        preservePath: true,
      });
    } catch {
      // Busboy throws only for a content type it cannot parse (no boundary): the answer says it all.
      return fail(415, 'unsupportedType');
    }
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const files: ReceivedFile[] = [];
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(413, 'tooLarge');
      if (Object.hasOwn(fields, name))
        return fail(422, 'invalid', { field: name, fieldError: 'invalidOption' });
      // busboy decodes bytes that are not UTF-8 into U+FFFD, which no visitor
      // types: such a body is refused like a JSON body that is not UTF-8.
      if (value.includes('\uFFFD')) return fail(400, 'badRequest');
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const unexpected = !limits.fileFields.includes(name) || files.some((f) => f.field === name);
      // An input left blank arrives with an empty name and no bytes.
      const fileName = info.filename ?? '';
      if (unexpected || (fileName !== '' && !isSafeFileName(fileName))) {
        stream.resume();
        const fieldError = unexpected ? 'unknownField' : 'fileName';
        return fail(422, 'invalid', { field: name, fieldError });
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(413, 'tooLarge', { field: name }));
      // A body cut off inside a file fails the file's stream, not only the parser.
      stream.on('error', () => fail(400, 'badRequest'));
      stream.on('end', () => {
        const bytes = new Uint8Array(Buffer.concat(chunks));
        if (bytes.byteLength === 0) return; // an input left blank
        const type = detectImageType(bytes);
        if (!type) return fail(415, 'unsupportedType', { field: name });
        files.push({ field: name, type, bytes });
      });
    });
    parser.on('filesLimit', () => fail(422, 'invalid'));
    parser.on('fieldsLimit', () => fail(413, 'tooLarge'));
    parser.on('partsLimit', () => fail(413, 'tooLarge'));
    parser.on('error', () => fail(400, 'badRequest'));
    parser.on('close', () => resolve({ ok: true, fields, files }));
    if (!request.body) return fail(400, 'badRequest');
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream);
    body.on('error', () => fail(400, 'badRequest'));
    body.pipe(parser);
  });
}
