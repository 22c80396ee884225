import 'server-only';
import type { z } from 'zod';
import { forwardForm, type FormKind, type UploadFile } from '@/lib/api/forms';
import { fieldErrors } from '@/lib/forms/field-errors';
import { isBot } from '@/lib/forms/honeypot';
import { toSubmission } from '@/lib/forms/serialize';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { allowRequest, clientAddress } from './rate-limit';
import { jsonError } from './request';

/** The visitor's language, from `?lang=`; forms are answered and forwarded in it. */
export function formLocale(request: Request): Locale | null {
  const lang = new URL(request.url).searchParams.get('lang');
  return isLocale(lang) ? lang : null;
}

/** 429 when this address has sent too many forms of this kind lately. */
export function rateLimited(request: Request, kind: FormKind, locale: Locale): Response | null {
  return allowRequest(`${kind}:${clientAddress(request)}`)
    ? null
    : jsonError(429, locale, 'tooManyRequests');
}

/**
 * Validates values with the form's schema (the one the browser used), then
 * forwards them. Extra fields are refused: nothing unchecked is passed on.
 */
export async function validateAndForward<S extends z.ZodObject>(
  kind: FormKind,
  locale: Locale,
  schema: S,
  values: Record<string, unknown>,
  files: UploadFile[] = [],
): Promise<Response> {
  const parsed = schema.strict().safeParse(values);
  if (!parsed.success) {
    return jsonError(422, locale, 'invalid', { errors: fieldErrors(parsed.error) });
  }
  const data = parsed.data as Record<string, unknown> & { website?: string };
  // A filled honeypot is a robot: it is told "sent" and nothing is stored.
  if (isBot(data)) return Response.json({ status: 'sent' }, { status: 201 });
  try {
    await forwardForm(kind, locale, toSubmission(data), files);
    return Response.json({ status: 'sent' }, { status: 201 });
  } catch {
    return jsonError(502, locale, 'generic');
  }
}
