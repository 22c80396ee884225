import 'server-only';
import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { ApiRejectedError } from '@/lib/agency-api/errors';
import { forwardForm, type FormKind, type UploadFile } from '@/lib/agency-api/forms';
import { FORM_ERROR_KEY, type Validated } from '@/lib/forms/field-errors';
import type { FormState } from '@/lib/forms/form-state';
import { isBot } from '@/lib/forms/honeypot';
import { toSubmission } from '@/lib/forms/serialize';
import { routing, type Locale } from '@/lib/i18n/routing';
import { apiFieldErrors } from './api-refusal';
import type { Checked } from './form-catalogue';
import { logFailure } from '@/lib/server/log';
import { allowRequest, clientAddress } from '@/lib/server/rate-limit';

export type Submission<T> = {
  kind: FormKind;
  /** The form's `lang` field; checked here, as anything else a browser posts. */
  locale: unknown;
  /** The form's validate function's answer, the browser's own check repeated. */
  validated: Validated<T>;
  /** The form's field names: a refusal of any other goes on the form as a whole. */
  fields: readonly string[];
  files?: UploadFile[];
  typed: Record<string, string>;
  /** Checks against the agency's catalogue, giving the values to send (see form-catalogue.ts). */
  check?: (data: T, locale: Locale) => Promise<Checked<Record<string, unknown>>>;
};

// Whether the page's scripts ran or not: allowance, the validated answers, honeypot, catalogue,
// then the panel API. "Sent" only once the agency API stored it.
export async function submitForm<T>(form: Submission<T>): Promise<FormState> {
  const { kind, locale, validated, fields, files = [], typed, check } = form;
  const answer: Answer = (status, more = {}) => ({
    status,
    fieldErrors: {},
    values: status === 'sent' ? {} : typed,
    ...more,
  });
  if (!hasLocale(routing.locales, locale)) return answer('error');
  // Refused posts count too: the limit is on attempts.
  const allowance = await allowRequest(`${kind}:${clientAddress({ headers: await headers() })}`);
  if (!allowance.allowed) return answer('limited');
  if (!validated.ok) return invalid(validated.errors, answer);
  // A filled honeypot is a robot: it is told "sent" and nothing is stored.
  if (isBot(validated.data as { website?: string })) return answer('sent');
  try {
    let send = validated.data as Record<string, unknown>;
    if (check) {
      const catalogued = await check(validated.data, locale);
      if (!catalogued.ok) {
        const { errors, message, unavailable } = catalogued;
        return invalid(errors, answer, { notice: message, unavailable });
      }
      send = catalogued.data;
    }
    await forwardForm(kind, locale, toSubmission(send), files);
    return answer('sent');
  } catch (error) {
    return refused(error, kind, fields, answer);
  }
}

function refused(
  error: unknown,
  kind: FormKind,
  fields: readonly string[],
  answer: Answer,
): FormState {
  const route = `${kind} form action`;
  if (error instanceof ApiRejectedError && [413, 415, 422].includes(error.status)) {
    // The agency API disagreed with the site's own checks: worth the operator's attention.
    logFailure({ route, method: 'POST', status: error.status, error });
    const photo = photoNamed(error.body, fields);
    if (error.status !== 422 && photo) {
      return answer('invalid', {
        fieldErrors: { [photo]: error.status === 413 ? 'fileTooLarge' : 'fileType' },
      });
    }
    if (error.status === 422) return invalid(apiFieldErrors(error.body, fields), answer);
  }
  logFailure({ route, method: 'POST', status: 502, error });
  return answer('error');
}

type Answer = (status: FormState['status'], more?: Partial<FormState>) => FormState;

// A form-wide error, so the visitor is never told to fix a field that is not marked.
function invalid(
  errors: Record<string, string>,
  answer: Answer,
  more: Pick<FormState, 'notice' | 'unavailable'> = {},
): FormState {
  const fields = Object.fromEntries(
    Object.entries(errors).filter(([field]) => field !== FORM_ERROR_KEY),
  );
  if (Object.keys(fields).length === 0) return answer('error');
  return answer('invalid', { fieldErrors: fields, ...more });
}

function photoNamed(body: unknown, fields: readonly string[]): string | null {
  const field = (body as { field?: unknown } | null)?.field;
  return typeof field === 'string' && fields.includes(field) ? field : null;
}
