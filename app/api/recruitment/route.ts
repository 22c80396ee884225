import { fromSubmission } from '@/lib/forms/serialize';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@/lib/forms/limits';
import { RECRUITMENT_IMAGE_FIELDS, recruitmentFormSchema } from '@/lib/forms/recruitment';
import { formLocale, rateLimited, validateAndForward } from '@/lib/http/form-route';
import type { ErrorKey } from '@/lib/http/messages';
import { readMultipart } from '@/lib/http/multipart';
import { jsonError } from '@/lib/http/request';

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
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return jsonError(415, locale, 'unsupportedType');
  }
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES)
    return jsonError(413, locale, 'tooLarge');
  const limited = rateLimited(request, 'get-scouted', locale);
  if (limited) return limited;
  const body = await readMultipart(request, {
    fileBytes: MAX_IMAGE_BYTES,
    files: MAX_IMAGES,
    fields: 40,
    fieldBytes: 8 * 1024,
    fileFields: RECRUITMENT_IMAGE_FIELDS,
  });
  if (!body.ok) return jsonError(body.status, locale, body.reason as ErrorKey);
  const values: Record<string, unknown> = { ...fromSubmission(body.fields) };
  for (const file of body.files)
    values[file.field] = { type: file.type, size: file.bytes.byteLength };
  // Names are ours: a visitor's file name never reaches the agency's storage.
  const uploads = body.files.map((file) => ({
    ...file,
    name: `${file.field}.${EXTENSIONS[file.type] ?? 'bin'}`,
  }));
  return validateAndForward('get-scouted', locale, recruitmentFormSchema, values, uploads);
}
