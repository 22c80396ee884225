import { contactSchema } from '@/lib/forms/contact';
import { formLocale, rateLimited, validateAndForward } from '@/lib/http/form-route';
import { jsonError, readJsonBody } from '@/lib/http/request';
import { z } from 'zod';

const MAX_BODY_BYTES = 16 * 1024;

export async function POST(request: Request) {
  const locale = formLocale(request);
  if (!locale) return jsonError(400, undefined, 'badRequest');
  const limited = rateLimited(request, 'contact', locale);
  if (limited) return limited;
  const body = await readJsonBody(request, z.record(z.string(), z.unknown()), MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  return validateAndForward('contact', locale, contactSchema, body.data);
}
