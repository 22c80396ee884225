import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS } from '@/lib/agency-api/cache';
import { talentIndex } from '@/lib/agency-api/catalogue';
import { listPosts, type PostCard } from '@/lib/agency-api/posts';
import { routing, type Locale } from '@/lib/i18n/routing';
import { buildSitemap } from '@/lib/seo/sitemap';

// Built on request (a build never needs the API).
export const dynamic = 'force-dynamic';

async function allPosts(locale: Locale): Promise<PostCard[]> {
  const first = await listPosts(locale, 1);
  const posts = [...first.posts];
  for (let page = 2; posts.length < first.total && page <= 200; page += 1) {
    const next = await listPosts(locale, page);
    if (next.posts.length === 0) break;
    posts.push(...next.posts);
  }
  return posts;
}

const sitemapData = unstable_cache(
  async () => {
    const talents = [...(await talentIndex('pt')).values()];
    const postLists = await Promise.all(
      routing.locales.map(async (locale) => [locale, await allPosts(locale)] as const),
    );
    const posts = Object.fromEntries(postLists) as Record<Locale, PostCard[]>;
    return { talents, posts };
  },
  ['sitemap-data'],
  // Refreshed with the talents and posts it lists.
  { revalidate: 3600, tags: [CACHE_TAGS.talents, CACHE_TAGS.posts] },
);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await sitemapData());
}
