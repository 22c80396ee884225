import type { MetadataRoute } from 'next';
import { alternatesFor, pathFor, type Route } from '@/lib/i18n/paths';
import { categories, routing, type Category, type Locale } from '@/lib/i18n/routing';
import { profileRoute } from '@/lib/talents/route';
import { absoluteUrl } from './url';

type SitemapData = {
  talents: Array<{ category: Category; id: number; name: string; updatedAt: string | null }>;
  posts: Record<Locale, Array<{ id: number; slug: string; updatedAt: string | null }>>;
};

const STATIC_ROUTES: Route[] = [
  ...(
    ['home', 'about', 'recruitment', 'favorites', 'contact', 'blog', 'privacy', 'safety'] as const
  ).map((page) => ({ page })),
  ...categories.map((category) => ({ page: 'talentList', category }) as const),
];

function localizedEntries(route: Route, lastModified?: string | null): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    Object.entries(alternatesFor(route, routing.defaultLocale)).map(([key, path]) => [
      key,
      absoluteUrl(path),
    ]),
  );
  return routing.locales.map((locale) => ({
    url: absoluteUrl(pathFor(locale, route)),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

export function buildSitemap(data: SitemapData): MetadataRoute.Sitemap {
  const pages = STATIC_ROUTES.flatMap((route) => localizedEntries(route));
  const talents = data.talents.flatMap((talent) =>
    localizedEntries(profileRoute(talent.category, talent), talent.updatedAt),
  );
  // Each language has its own posts, so a post has no alternates.
  const posts = routing.locales.flatMap((locale) =>
    data.posts[locale].map((post) => ({
      url: absoluteUrl(pathFor(locale, { page: 'blogPost', id: String(post.id), slug: post.slug })),
      ...(post.updatedAt ? { lastModified: post.updatedAt } : {}),
    })),
  );
  return [...pages, ...talents, ...posts];
}
