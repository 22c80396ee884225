import { favoritesQuoteSchema } from '@/lib/forms/favorites';
import { formLocale, rateLimited, validateAndForward } from '@/lib/http/form-route';
import { jsonError, readJsonBody } from '@/lib/http/request';
import { z } from 'zod';

// Room for the favorites list (up to a few hundred talents) besides the text.
const MAX_BODY_BYTES = 256 * 1024;

export async function POST(request: Request) {
  const locale = formLocale(request);
  if (!locale) return jsonError(400, undefined, 'badRequest');
  const limited = rateLimited(request, 'favorites', locale);
  if (limited) return limited;
  const body = await readJsonBody(request, z.record(z.string(), z.unknown()), MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  return validateAndForward('favorites', locale, favoritesQuoteSchema, body.data);
}
