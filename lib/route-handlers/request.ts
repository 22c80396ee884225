import 'server-only';
import type { z } from 'zod';
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

/**
 * The media type of a Content-Type header, without parameters: exactly that
 * type, so `application/jsonfoo` is not `application/json`.
 */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
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

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a small JSON body: checks type, size and shape before anything is done with it. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number,
): Promise<Parsed<z.infer<S>>> {
  let locale = localeOf(request) ?? acceptedLocale(request);
  const refuse = (status: number, key: ErrorKey) =>
    ({ ok: false, response: jsonError(status, locale, key) }) as const;
  if (mediaType(request) !== 'application/json') return refuse(415, 'unsupportedType');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return refuse(413, 'tooLarge');
  let text: string;
  try {
    text = await readLimited(request, maxBytes);
  } catch (error) {
    const tooLarge = error instanceof Error && error.message === 'too large';
    return tooLarge ? refuse(413, 'tooLarge') : refuse(400, 'badRequest');
  }
  let json: unknown;
  try {
    json = JSON.parse(text, refuseObjectPrototypeKeys);
  } catch {
    // A visitor's malformed body: the 400 says so, nothing for the operator.
    return refuse(400, 'badRequest');
  }
  // A body that names its language (the composite card's) is answered in it.
  const named = (json as { lang?: unknown } | null)?.lang;
  locale = localeOf(request) ?? (hasLocale(routing.locales, named) ? named : locale);
  const parsed = schema.safeParse(json);
  if (!parsed.success) return refuse(400, 'badRequest');
  return { ok: true, data: parsed.data };
}

// `{"__proto__": …}` parses into an own key that schemas may let through and
// that later spreads or merges would turn into a prototype change.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function refuseObjectPrototypeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new SyntaxError('prototype key');
  return value;
}

/** The body as UTF-8 text, refusing more than maxBytes and invalid UTF-8. */
async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
