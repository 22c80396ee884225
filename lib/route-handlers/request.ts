import 'server-only';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import type messages from '@/messages/en.json';
import { logFailure } from '@/lib/server/log';
import { allowRequest, clientAddress, type WithHeaders } from '@/lib/server/rate-limit';

/** Nothing internal in it. */
export async function jsonError(
  status: number,
  locale: string | undefined,
  key: keyof typeof messages.Errors,
  headers: Record<string, string> = {},
) {
  const lang = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'Errors' });
  return Response.json(
    { message: t(key) },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

/** A failure is logged for the operator and answered with a 503 in the visitor's language. */
export async function answerOr503(
  request: Request,
  locale: Locale,
  answer: () => Promise<Response>,
): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    const route = new URL(request.url).pathname;
    logFailure({ route, method: request.method, status: 503, error });
    return jsonError(503, locale, 'generic');
  }
}

/** The first of the browser's languages the site speaks, for answers to requests naming none. */
export function acceptedLocale(request: Request): string | undefined {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const primary = part.split(';')[0]!.trim().split('-')[0]!.toLowerCase();
    if (hasLocale(routing.locales, primary)) return primary;
  }
  return undefined;
}

/** 429 with Retry-After when this address asked for too many lately (the PDFs). */
export async function rateLimited(
  request: WithHeaders,
  kind: string,
  locale: Locale,
): Promise<Response | null> {
  const allowance = await allowRequest(`${kind}:${clientAddress(request)}`);
  if (allowance.allowed) return null;
  const retryAfter = String(allowance.retryAfterSeconds);
  return jsonError(429, locale, 'tooManyRequests', { 'Retry-After': retryAfter });
}
