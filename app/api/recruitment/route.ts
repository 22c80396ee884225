import { fromSubmission } from '@/lib/forms/serialize';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@agency/rules/limits';
import { env } from '@/lib/env';
import { RECRUITMENT_IMAGE_FIELDS, recruitmentSchemaFor } from '@/lib/forms/recruitment';
import { checkPlaces } from '@/lib/route-handlers/form-catalogue';
import { formLocale, rateLimited, validateAndForward } from '@/lib/route-handlers/form-route';
import type { ErrorKey } from '@/lib/route-handlers/messages';
import { readMultipart } from '@/lib/route-handlers/multipart';
import { photoRefused } from '@/lib/route-handlers/photo-refusal';
import { jsonError, mediaType } from '@/lib/route-handlers/request';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
};
// Four photos and the text fields, with some room for multipart framing.
const MAX_BODY_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 256 * 1024;

export async function POST(request: Request) {
  const locale = formLocale(request);
  if (!locale) return jsonError(400, undefined, 'badRequest');
  if (mediaType(request) !== 'multipart/form-data') {
    return jsonError(415, locale, 'unsupportedType');
  }
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES)
    return jsonError(413, locale, 'tooLarge');
  const limited = await rateLimited(request, 'get-scouted', locale);
  if (limited) return limited;
  const body = await readMultipart(request, {
    fileBytes: MAX_IMAGE_BYTES,
    files: MAX_IMAGES,
    fields: 40,
    fieldBytes: 8 * 1024,
    fileFields: RECRUITMENT_IMAGE_FIELDS,
  });
  if (!body.ok) {
    // One photo at fault: the answer names its input, so the form can point at it.
    if (body.field && (body.status === 413 || body.status === 415))
      return photoRefused(body.status, locale, body.field);
    // A file or field the form does not send, or a file name with a path: named.
    if (body.status === 422 && body.field && body.fieldError) {
      return jsonError(422, locale, 'invalid', { errors: { [body.field]: body.fieldError } });
    }
    return jsonError(body.status, locale, body.reason as ErrorKey);
  }
  const values: Record<string, unknown> = { ...fromSubmission(body.fields) };
  for (const file of body.files)
    values[file.field] = { type: file.type, size: file.bytes.byteLength };
  // Names are ours: a visitor's file name never reaches the agency's storage.
  const uploads = body.files.map((file) => ({
    ...file,
    name: `${file.field}.${EXTENSIONS[file.type] ?? 'bin'}`,
  }));
  return validateAndForward({
    kind: 'get-scouted',
    route: '/api/recruitment',
    locale,
    // The browser's schema with the same minimum age; the clock is the server's own.
    schema: recruitmentSchemaFor({ minAge: env.RECRUITMENT_MIN_AGE }),
    values,
    files: uploads,
    check: (data, lang) => checkPlaces(data, lang),
  });
}
