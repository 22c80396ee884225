import { MAX_IMAGE_BYTES } from '@agency/rules/limits';
import type { Locale } from '@/lib/i18n/routing';
import { jsonError } from './request';

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/**
 * One photo refused, too large (413) or not a readable image (415), by the
 * site or by the agency API: the answer names its input, so the form shows
 * the translated message in that photo's slot.
 */
export function photoRefused(status: 413 | 415, locale: Locale, field: string): Response {
  const key = status === 413 ? 'photoTooLarge' : 'photoType';
  return jsonError(status, locale, key, { field }, { values: { max: MAX_IMAGE_MB } });
}

/** The input the agency API's refusal names, when it is one of the form's. */
export function refusedField(body: unknown, fields: string[]): string | null {
  const field = (body as { field?: unknown } | null)?.field;
  return typeof field === 'string' && fields.includes(field) ? field : null;
}
