import 'server-only';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { errorText, type ErrorKey } from './messages';

/** A JSON error with a translated message and nothing internal in it. */
export function jsonError(
  status: number,
  locale: string | undefined,
  key: ErrorKey,
  extra: Record<string, unknown> = {},
  init: { headers?: Record<string, string>; values?: Record<string, string | number> } = {},
) {
  return Response.json(
    { message: errorText(locale, key, init.values), ...extra },
    { status, headers: { 'Cache-Control': 'no-store', ...init.headers } },
  );
}

/** The language a request names in its `?lang=`. */
export function localeOf(request: Request): string | undefined {
  return new URL(request.url).searchParams.get('lang') ?? undefined;
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
