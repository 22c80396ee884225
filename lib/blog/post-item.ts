import { postCardImage, type CardImage } from '@/lib/card-images';

/**
 * A card of the blog list, as plain data: what the server page hands the
 * list and what /api/posts answers for its next pages.
 */
export type PostItem = {
  id: number;
  slug: string;
  title: string;
  cover: string | null;
  /** The cover's <img> attributes, made on the server. */
  image: CardImage;
};

export type PostListPage = { items: PostItem[]; total: number; page: number };

/** Only the fields a card shows, from the API's richer post. */
export function postItem(post: Omit<PostItem, 'image'>): PostItem {
  const { id, slug, title, cover } = post;
  return { id, slug, title, cover, image: postCardImage(cover) };
}
