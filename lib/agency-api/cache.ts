import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { ID_PATTERN } from '@/lib/ids';

// API reads live in Next's data cache (docs/architecture.md, "Caching"). unstable_cache, not
// 'use cache': that needs Cache Components mode, which changes how next-intl gets the locale.

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

const CONTENT_REVALIDATE_SECONDS = 300;
/** Option lists (countries, states, cities, categories) change rarely. */
export const OPTIONS_REVALIDATE_SECONDS = 3600;

function bound<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  args: Args,
): () => Promise<Result> {
  return (read as (...all: unknown[]) => Promise<Result>).bind(null, ...args);
}

/** Read once per render (React's cache); the arguments make the cache key, so JSON values only. */
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
