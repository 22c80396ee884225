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
    let settled = false;
    const finish = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
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
      return finish({ ok: false, status: 415, reason: 'unsupportedType' });
    }
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const files: ReceivedFile[] = [];
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated)
        return finish({ ok: false, status: 413, reason: 'tooLarge' });
      if (Object.hasOwn(fields, name))
        return finish({
          ok: false,
          status: 422,
          reason: 'invalid',
          field: name,
          fieldError: 'invalidOption',
        });
      // busboy decodes bytes that are not UTF-8 into U+FFFD, which no visitor
      // types: such a body is refused like a JSON body that is not UTF-8.
      if (value.includes('\uFFFD')) return finish({ ok: false, status: 400, reason: 'badRequest' });
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const unexpected = !limits.fileFields.includes(name) || files.some((f) => f.field === name);
      // An input left blank arrives with an empty name and no bytes.
      const fileName = info.filename ?? '';
      if (unexpected || (fileName !== '' && !isSafeFileName(fileName))) {
        stream.resume();
        const fieldError = unexpected ? 'unknownField' : 'fileName';
        return finish({ ok: false, status: 422, reason: 'invalid', field: name, fieldError });
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish({ ok: false, status: 413, reason: 'tooLarge', field: name }));
      // A body cut off inside a file fails the file's stream, not only the parser.
      stream.on('error', () => finish({ ok: false, status: 400, reason: 'badRequest' }));
      stream.on('end', () => {
        const bytes = new Uint8Array(Buffer.concat(chunks));
        if (bytes.byteLength === 0) return; // an input left blank
        const type = detectImageType(bytes);
        if (!type)
          return finish({ ok: false, status: 415, reason: 'unsupportedType', field: name });
        files.push({ field: name, type, bytes });
      });
    });
    parser.on('filesLimit', () => finish({ ok: false, status: 422, reason: 'invalid' }));
    parser.on('fieldsLimit', () => finish({ ok: false, status: 413, reason: 'tooLarge' }));
    parser.on('partsLimit', () => finish({ ok: false, status: 413, reason: 'tooLarge' }));
    parser.on('error', () => finish({ ok: false, status: 400, reason: 'badRequest' }));
    parser.on('close', () => finish({ ok: true, fields, files }));
    if (!request.body) return finish({ ok: false, status: 400, reason: 'badRequest' });
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream);
    body.on('error', () => finish({ ok: false, status: 400, reason: 'badRequest' }));
    body.pipe(parser);
  });
}
