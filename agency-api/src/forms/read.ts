import type { FastifyRequest } from 'fastify';
import { HttpError, invalid } from '../lib/errors.js';
import { detectImageType, IMAGE_EXTENSIONS } from '@agency/rules/limits';
import { sha256, type ReceivedFile } from './files.js';

export interface FormInput {
  /** Text fields, first value wins, empty values dropped ("empty values are omitted"). */
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const MAX_FILES = 4;

function addField(fields: Record<string, string>, name: string, value: unknown): void {
  if (name in fields || value === undefined || value === null) return;
  // JSON bodies may carry objects (e.g. favorites); keep them as the JSON text a form would send.
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.trim() !== '') fields[name] = text;
}

/**
 * Reads urlencoded, JSON or multipart bodies into one shape. For multipart, every part is
 * consumed even after a problem is found, so the client gets the answer instead of a reset
 * connection; the first problem is then thrown.
 */
export async function readForm(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<FormInput> {
  const input: FormInput = { fields: {}, files: [] };
  if (!req.isMultipart()) {
    const body = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
      throw invalid();
    for (const [k, v] of Object.entries(body ?? {})) addField(input.fields, k, v);
    return input;
  }
  let problem: unknown;
  let fileCount = 0;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) problem ??= invalid({ [part.fieldname]: ['max'] });
      else addField(input.fields, part.fieldname, part.value);
      continue;
    }
    if (problem !== undefined) {
      part.file.resume(); // discard: the answer is already decided
      continue;
    }
    if (
      !fileFields.includes(part.fieldname) ||
      input.files.some((f) => f.field === part.fieldname)
    ) {
      part.file.resume();
      problem = invalid({ [part.fieldname]: ['unknown_file'] });
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      problem = err; // the size limit (413) or a broken stream
      continue;
    }
    // A browser sends an empty, nameless part for a file input left blank: that is "no file".
    if (data.length === 0 && part.filename === '') continue;
    if (++fileCount > MAX_FILES) {
      problem = invalid({ [part.fieldname]: ['max_files'] });
      continue;
    }
    // The client's name and content type are not trusted.
    const mime = detectImageType(data);
    if (!mime)
      problem = new HttpError(415, {
        message: 'Only PNG, GIF and JPEG images are accepted.',
        field: part.fieldname,
      });
    else
      input.files.push({
        field: part.fieldname,
        data,
        mime,
        ext: IMAGE_EXTENSIONS[mime],
        sha256: sha256(data),
      });
  }
  if (problem !== undefined) throw problem;
  return input;
}
