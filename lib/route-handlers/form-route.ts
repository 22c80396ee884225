import 'server-only';
import type { z } from 'zod';
import { ApiRejectedError } from '@/lib/agency-api/errors';
import { forwardForm, type FormKind, type UploadFile } from '@/lib/agency-api/forms';
import { fieldErrors } from '@/lib/forms/field-errors';
import { isBot } from '@/lib/forms/honeypot';
import { MAX_FAVORITES } from '@agency/rules/limits';
import { toSubmission } from '@/lib/forms/serialize';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/lib/i18n/routing';
import { apiFieldErrors } from './api-refusal';
import type { Checked } from './form-catalogue';
import { logFailure } from './log';
import { photoRefused, refusedField } from './photo-refusal';
import type { ErrorKey } from './messages';
import { allowRequest, clientAddress, type WithHeaders } from './rate-limit';
import { jsonError, localeOf } from './request';

/** The visitor's language, from `?lang=`; forms are answered and forwarded in it. */
export function formLocale(request: Request): Locale | null {
  const lang = localeOf(request);
  return hasLocale(routing.locales, lang) ? lang : null;
}

/** 429 (with Retry-After) when this address has sent too many requests of this kind lately. */
export async function rateLimited(
  request: WithHeaders,
  kind: string,
  locale: Locale,
): Promise<Response | null> {
  const allowance = await allowRequest(`${kind}:${clientAddress(request)}`);
  if (allowance.allowed) return null;
  const retryAfter = String(allowance.retryAfterSeconds);
  return jsonError(429, locale, 'tooManyRequests', {}, { headers: { 'Retry-After': retryAfter } });
}

/** 422 with the field errors, under the message that says most about them. */
function invalid(locale: Locale, errors: Record<string, string>, message?: ErrorKey): Response {
  if (errors.favorites === 'tooManyFavorites') {
    const values = { max: MAX_FAVORITES };
    return jsonError(422, locale, 'tooManyFavorites', { errors }, { values });
  }
  return jsonError(422, locale, message ?? 'invalid', { errors });
}

export type Submission<S extends z.ZodObject> = {
  kind: FormKind;
  /** The site's route, for the operator's log. */
  route: string;
  locale: Locale;
  schema: S;
  values: Record<string, unknown>;
  files?: UploadFile[];
  /** Checks against the agency's catalogue, giving the values to send (see form-catalogue.ts). */
  check?: (data: z.output<S>, locale: Locale) => Promise<Checked<Record<string, unknown>>>;
};

/**
 * Validates values with the form's schema (the one the browser used), checks
 * what was picked from the catalogue, then forwards. Extra fields are
 * refused: nothing unchecked is passed on.
 */
export async function validateAndForward<S extends z.ZodObject>({
  kind,
  route,
  locale,
  schema,
  values,
  files = [],
  check,
}: Submission<S>): Promise<Response> {
  const parsed = schema.strict().safeParse(values);
  if (!parsed.success) return invalid(locale, fieldErrors(parsed.error));
  const data = parsed.data as z.output<S> & { website?: string };
  // A filled honeypot is a robot: it is told "sent" and nothing is stored.
  if (isBot(data)) return Response.json({ status: 'sent' }, { status: 201 });
  try {
    let send: Record<string, unknown> = data;
    if (check) {
      const checked = await check(data, locale);
      if (!checked.ok) return invalid(locale, checked.errors, checked.message);
      send = checked.data;
    }
    await forwardForm(kind, locale, toSubmission(send), files);
    return Response.json({ status: 'sent' }, { status: 201 });
  } catch (error) {
    return refused(error, route, locale, Object.keys(schema.shape));
  }
}

/** The answer to a failed check or forward, logged once here. */
function refused(error: unknown, route: string, locale: Locale, fields: string[]): Response {
  if (error instanceof ApiRejectedError) {
    // The agency API disagreed with the site's own checks: worth the operator's attention.
    if (error.status === 422) {
      logFailure({ route, method: 'POST', status: 422, error });
      return jsonError(422, locale, 'invalid', { errors: apiFieldErrors(error.body, fields) });
    }
    if (error.status === 413 || error.status === 415) {
      logFailure({ route, method: 'POST', status: error.status, error });
      // A photo the agency API could not read (or found too large) is named, as the site's own check does.
      const field = refusedField(error.body, fields);
      if (field) return photoRefused(error.status, locale, field);
      return jsonError(error.status, locale, error.status === 413 ? 'tooLarge' : 'unsupportedType');
    }
  }
  logFailure({ route, method: 'POST', status: 502, error });
  return jsonError(502, locale, 'generic');
}
