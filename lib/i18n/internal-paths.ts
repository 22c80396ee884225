import { hasLocale } from 'next-intl';
import { ID_PATTERN } from '@/lib/ids';
import { routing, type Locale } from './routing';

// next-intl rewrites every unknown path (/nope → /pt/nope), which [category] would answer with
// notFound(), an empty shell: proxy.ts asks this module and serves the 404 page instead.

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

export function isKnownInternalPath(pathname: string): boolean {
  const [locale, ...segments] = pathname.split('/').filter(Boolean);
  if (!hasLocale(routing.locales, locale)) return false;
  return templates.some(
    (template) =>
      template.length === segments.length &&
      template.every((pattern, index) => segmentMatches(pattern, segments[index]!)),
  );
}

export function internalPathLocale(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return hasLocale(routing.locales, first) ? first : routing.defaultLocale;
}
