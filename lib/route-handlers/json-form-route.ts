import 'server-only';
import { z } from 'zod';
import type { FormKind } from '@/lib/agency-api/forms';
import type { Locale } from '@/lib/i18n/routing';
import type { Checked } from './form-catalogue';
import { formLocale, rateLimited, validateAndForward } from './form-route';
import { jsonError, readJsonBody } from './request';

/**
 * The POST handler of a form the browser sends as JSON (contact, favorites
 * quote): the language from `?lang=`, the rate limit, a bounded body, then
 * the form's own schema and catalogue checks before it is forwarded.
 */
export function jsonFormRoute<S extends z.ZodObject>(form: {
  kind: FormKind;
  schema: S;
  maxBodyBytes: number;
  check?: (data: z.output<S>, locale: Locale) => Promise<Checked<Record<string, unknown>>>;
}) {
  return async function POST(request: Request): Promise<Response> {
    const locale = formLocale(request);
    if (!locale) return jsonError(400, undefined, 'badRequest');
    const limited = await rateLimited(request, form.kind, locale);
    if (limited) return limited;
    const body = await readJsonBody(request, z.record(z.string(), z.unknown()), form.maxBodyBytes);
    if (!body.ok) return body.response;
    return validateAndForward({
      kind: form.kind,
      route: `/api/${form.kind}`,
      locale,
      schema: form.schema,
      values: body.data,
      check: form.check,
    });
  };
}
