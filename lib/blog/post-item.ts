import { postDate, type PostDate } from './post-date';

/**
 * A card of the blog list, as plain data: what the server page hands the
 * list and what /api/posts answers for its next pages.
 */
export type PostItem = {
  id: number;
  slug: string;
  title: string;
  cover: string | null;
  /**
   * Written on the server, in the list's language, so that the browser's own
   * month names (its ICU data) never differ from the server's HTML.
   */
  date: PostDate | null;
};

export type PostListPage = { items: PostItem[]; total: number; page: number };

type ApiPost = Pick<PostItem, 'id' | 'slug' | 'title' | 'cover'> & { publishedAt: string | null };

/** Only the fields a card shows, from the API's richer post. */
export function postItem(post: ApiPost, locale: string): PostItem {
  const { id, slug, title, cover, publishedAt } = post;
  return { id, slug, title, cover, date: postDate(publishedAt, locale) };
}
