import { hasLocale } from 'next-intl';
import { BOARD_ID_PATTERN, ID_PATTERN } from '@/lib/ids';
import { PAGES, routing, type Locale, type PageEntry } from './routing';

// next-intl rewrites every unknown path (/nope → /pt/nope), which [category] would answer with
// notFound(), an empty shell: proxy.ts asks this module and serves the 404 page instead.

// Ids and a list's page numbers are numbers in every URL of the site, and a review board's id is
// 22 base64url characters; anything else names no page.
const PARAM_PATTERNS: Record<string, RegExp> = {
  id: ID_PATTERN,
  n: /^\d{1,6}$/,
  board: BOARD_ID_PATTERN,
};

// Only the public pages: the proxy's own answers (/en/page-not-found) have no address.
const templates = Object.entries(PAGES as Record<string, PageEntry>).flatMap(([pathname, page]) =>
  page.paths === null ? [] : [{ segments: pathname.split('/').filter(Boolean), page }],
);

function segmentMatches(pattern: string, segment: string): boolean {
  const param = /^\[(\w+)\]$/.exec(pattern)?.[1];
  if (!param) return pattern === segment;
  return segment.length > 0 && (PARAM_PATTERNS[param]?.test(segment) ?? true);
}

/** The entry of PAGES an internal path (/en/models/page/2) is a page of, or null: a 404. */
export function pageAt(pathname: string): PageEntry | null {
  const [locale, ...segments] = pathname.split('/').filter(Boolean);
  if (!hasLocale(routing.locales, locale)) return null;
  // Ids are digits, so no path matches two pathnames (/models/page/2 is not a profile).
  const template = templates.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((pattern, index) => segmentMatches(pattern, segments[index]!)),
  );
  return template?.page ?? null;
}

export function internalPathLocale(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return hasLocale(routing.locales, first) ? first : routing.defaultLocale;
}
