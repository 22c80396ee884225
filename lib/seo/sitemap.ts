import type { MetadataRoute } from 'next';
import { alternatesFor, pathFor, type SiteHref } from '@/lib/i18n/paths';
import {
  isCategory,
  PAGES,
  routing,
  type Category,
  type Locale,
  type Pathname,
} from '@/lib/i18n/routing';
import { canonicalCategory } from '@/lib/talents/categories';
import { postHref } from '@/lib/blog/post-item';
import { profileHref } from '@/lib/talents/profile-href';
import { absoluteUrl } from './url';

type SitemapData = {
  talents: Array<{ category: Category; id: number; name: string; updatedAt: string | null }>;
  posts: Record<Locale, Array<{ id: number; slug: string; updatedAt: string | null }>>;
};

// Every cached page of routing.ts without params: the fixed pages and the talent lists, each at its
// canonical address (the influencers' list is the creators'). A search or a shared selection is
// the visitor's question, not a page to index.
const STATIC_PAGES = (Object.keys(routing.pathnames) as Pathname[]).filter(
  (pathname): pathname is Extract<SiteHref, string> =>
    !pathname.includes('[') && !isNonCanonicalList(pathname) && PAGES[pathname].render === 'cached',
);

function isNonCanonicalList(pathname: string): boolean {
  const name = pathname.slice(1);
  return isCategory(name) && canonicalCategory(name) !== name;
}

function localizedEntries(href: SiteHref, lastModified?: string | null): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    Object.entries(alternatesFor(href, routing.defaultLocale)).map(([key, path]) => [
      key,
      absoluteUrl(path),
    ]),
  );
  return routing.locales.map((locale) => ({
    url: absoluteUrl(pathFor(locale, href)),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

export function buildSitemap(data: SitemapData): MetadataRoute.Sitemap {
  const pages = STATIC_PAGES.flatMap((href) => localizedEntries(href));
  const talents = data.talents.flatMap((talent) =>
    localizedEntries(profileHref(talent.category, talent), talent.updatedAt),
  );
  // Each language has its own posts; a post's translations are named in its page's head (hreflang),
  // since the lists the sitemap reads do not carry them.
  const posts = routing.locales.flatMap((locale) =>
    data.posts[locale].map((post) => ({
      url: absoluteUrl(pathFor(locale, postHref(post))),
      ...(post.updatedAt ? { lastModified: post.updatedAt } : {}),
    })),
  );
  return [...pages, ...talents, ...posts];
}
