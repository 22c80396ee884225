import 'server-only';
import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import type { FormState } from '@/components/forms/formState';
import { readAnswer } from '@/components/forms/serverAnswer';
import { routing } from '@/lib/i18n/routing';
import { rateLimited, validateAndForward, type Submission } from './form-route';

type ActionSubmission<S extends z.ZodObject> = Omit<Submission<S>, 'locale'> & {
  /** The form's `lang` field; checked here, as anything else a browser posts. */
  locale: unknown;
};

/**
 * A form's Server Action (what a form posts before its scripts run, or
 * without them): the same rate limit, schema, honeypot, catalogue checks,
 * forwarding, logging and error mapping as its route handler, because it
 * runs the same code; the answer is read the way the browser reads the route
 * handler's. `typed` is what the visitor typed, given back unless it was sent.
 */
export async function runFormAction<S extends z.ZodObject>(
  { locale, ...submission }: ActionSubmission<S>,
  typed: Record<string, string>,
): Promise<FormState> {
  if (!hasLocale(routing.locales, locale)) {
    return { status: 'error', fieldErrors: {}, values: typed };
  }
  const limited = await rateLimited({ headers: await headers() }, submission.kind, locale);
  if (limited) return { status: 'limited', fieldErrors: {}, values: typed };
  const response = await validateAndForward({ ...submission, locale });
  const body: unknown = response.ok ? null : await response.json().catch(() => null);
  const outcome = readAnswer(response.status, body);
  return { ...outcome, values: outcome.status === 'sent' ? {} : typed };
}
