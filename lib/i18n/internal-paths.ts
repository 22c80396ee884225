import { hasLocale } from 'next-intl';
import { ID_PATTERN } from '@/lib/ids';
import { routing, type Locale } from './routing';

// What next-intl's middleware cannot do: tell a page from a path that only
// looks like one. It rewrites every unknown public path to an internal one
// (/nope → /pt/nope), which the [category] folder would take and answer with
// notFound(), a 404 that reaches the browser as an empty shell. The site's
// proxy (proxy.ts) asks this module instead and sends such paths to the 404 page
// of their language, rendered on the server.

// Ids are numbers in every URL of the site; anything else names no page.
const PARAM_PATTERNS: Record<string, RegExp> = { id: ID_PATTERN };

const templates = Object.keys(routing.pathnames).map((template) =>
  template.split('/').filter(Boolean),
);

function segmentMatches(pattern: string, segment: string): boolean {
  const param = /^\[(\w+)\]$/.exec(pattern)?.[1];
  if (!param) return pattern === segment;
  return segment.length > 0 && (PARAM_PATTERNS[param]?.test(segment) ?? true);
}

/** Whether an internal path (/{locale}/{internal pathname}) is a page of the site. */
export function isKnownInternalPath(pathname: string): boolean {
  const [locale, ...segments] = pathname.split('/').filter(Boolean);
  if (!hasLocale(routing.locales, locale)) return false;
  return templates.some(
    (template) =>
      template.length === segments.length &&
      template.every((pattern, index) => segmentMatches(pattern, segments[index]!)),
  );
}

/** The language an internal path is in (next-intl always puts it first). */
export function internalPathLocale(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return hasLocale(routing.locales, first) ? first : routing.defaultLocale;
}
