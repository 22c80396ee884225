import { hasLocale } from 'next-intl';
import { ID_PATTERN } from '@/lib/ids';
import { routing, type Locale, type Pathname } from './routing';

// next-intl rewrites every unknown path (/nope → /pt/nope), which [category] would answer with
// notFound(), an empty shell: proxy.ts asks this module and serves the 404 page instead.

// Ids and a list's page numbers are numbers in every URL of the site; anything else names no page.
const PARAM_PATTERNS: Record<string, RegExp> = { id: ID_PATTERN, n: /^\d{1,6}$/ };

const templates = Object.keys(routing.pathnames).map((template) =>
  template.split('/').filter(Boolean),
);

function segmentMatches(pattern: string, segment: string): boolean {
  const param = /^\[(\w+)\]$/.exec(pattern)?.[1];
  if (!param) return pattern === segment;
  return segment.length > 0 && (PARAM_PATTERNS[param]?.test(segment) ?? true);
}

/** The pathname of routing.ts an internal path (/en/models/page/2) is a page of, if any. */
function templateOf(pathname: string): string[] | null {
  const [locale, ...segments] = pathname.split('/').filter(Boolean);
  if (!hasLocale(routing.locales, locale)) return null;
  // Ids are digits, so no path matches two pathnames (/models/page/2 is not a profile).
  const template = templates.find(
    (candidate) =>
      candidate.length === segments.length &&
      candidate.every((pattern, index) => segmentMatches(pattern, segments[index]!)),
  );
  return template ?? null;
}

export function isKnownInternalPath(pathname: string): boolean {
  return templateOf(pathname) !== null;
}

/**
 * The pages whose content is the visitor's question, read from the query (a search, a shared
 * selection): rendered per request. Every other page is cached.
 */
export const PER_REQUEST_PATHNAMES: ReadonlySet<string> = new Set([
  '/models/search',
  '/actors/search',
  '/influencers/search',
  '/creators/search',
  '/selection',
] satisfies Pathname[]);

export function rendersPerRequest(pathname: string): boolean {
  const template = templateOf(pathname);
  return template !== null && PER_REQUEST_PATHNAMES.has(`/${template.join('/')}`);
}

export function internalPathLocale(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return hasLocale(routing.locales, first) ? first : routing.defaultLocale;
}
