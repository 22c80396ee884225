import type { SiteHref, Versions } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { postDate, type PostDate } from './post-date';

/** What the server page hands the list and what /api/posts answers for its next pages. */
export type PostItem = {
  id: number;
  slug: string;
  title: string;
  cover: string | null;
  /** Written on the server, so the browser's month names never differ from the server's HTML. */
  date: PostDate | null;
};

export type PostListPage = { items: PostItem[]; total: number; page: number };

type ApiPost = Pick<PostItem, 'id' | 'slug' | 'title' | 'cover'> & { publishedAt: string | null };

export function postItem(post: ApiPost, locale: string): PostItem {
  const { id, slug, title, cover, publishedAt } = post;
  return { id, slug, title, cover, date: postDate(publishedAt, locale) };
}

/** A blog post's page. */
export function postHref(post: { id: number | string; slug: string }) {
  return {
    pathname: '/blog/[id]/[slug]',
    params: { id: String(post.id), slug: post.slug },
  } as const satisfies SiteHref;
}

/** A post's pages in the other languages, from the translations the agency API names. */
export function translationHrefs(
  translations: readonly { locale: Locale; id: number; slug: string }[],
): Versions {
  return Object.fromEntries(translations.map((t) => [t.locale, postHref(t)]));
}
