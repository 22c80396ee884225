import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { ID_PATTERN } from '@/lib/ids';

// API reads are kept in Next's data cache, shared by every request (and every
// page that needs the same data), refreshed in the background after
// `revalidate` seconds and at once when the agency revalidates their tag
// (POST /api/revalidate). A failed read is never kept: the last good value
// keeps being served. See docs/architecture.md, "Caching".
//
// unstable_cache rather than 'use cache': the latter needs Next's Cache
// Components mode, which changes how every page renders and how next-intl
// gets the locale; this gives the same shared, tagged entries without that.

/** The tags the agency can revalidate: one per kind of content, one per talent. */
export const CACHE_TAGS = {
  talents: 'talents',
  talent: (id: number) => `talent:${id}`,
  posts: 'posts',
  contents: 'contents',
  slides: 'slides',
  attributes: 'attributes',
} as const;

export function isCacheTag(tag: string): boolean {
  const fixed: string[] = Object.values(CACHE_TAGS).filter((t) => typeof t === 'string');
  return (
    fixed.includes(tag) ||
    (tag.startsWith('talent:') && ID_PATTERN.test(tag.slice('talent:'.length)))
  );
}

/** Content the agency edits: refreshed at least this often. */
const CONTENT_REVALIDATE_SECONDS = 300;
/** Option lists (countries, states, cities, categories) change rarely. */
export const OPTIONS_REVALIDATE_SECONDS = 3600;

function bound<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  args: Args,
): () => Promise<Result> {
  return (read as (...all: unknown[]) => Promise<Result>).bind(null, ...args);
}

/**
 * A read kept in the data cache under its name and arguments, with its tags,
 * and read once per render (React's cache). Arguments must be JSON values
 * (they make the cache key).
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  options: { revalidate?: number; tags: string[] | ((...args: Args) => string[]) },
): (...args: Args) => Promise<Result> {
  const { revalidate = CONTENT_REVALIDATE_SECONDS, tags } = options;
  // Next puts the callback's source text in the cache key, and a page and a
  // route handler are compiled into different bundles where that text
  // differs; a bound function's text is the same everywhere, so every bundle
  // shares one entry per name and arguments.
  return cache((...args: Args) =>
    unstable_cache(bound(read, args), [name, JSON.stringify(args)], {
      revalidate,
      tags: typeof tags === 'function' ? tags(...args) : tags,
    })(),
  );
}
