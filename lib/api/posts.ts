import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { read, readOrNull } from './read';

const BLOG_TYPE = 'blog';

const postCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  cover: z.string().nullish(),
  description: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

const pageResponse = z.object({
  data: z.object({ data: z.array(postCard), total: z.number(), current_page: z.coerce.number() }),
});

const postResponse = z.object({ data: postCard.extend({ content: z.string().nullish() }) });

export type PostCard = {
  id: number;
  slug: string;
  title: string;
  cover: string | null;
  description: string;
  publishedAt: string | null;
  updatedAt: string | null;
};

export type Post = PostCard & { content: string };

export type PostPage = { posts: PostCard[]; total: number; currentPage: number };

const toCard = (p: z.infer<typeof postCard>): PostCard => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  cover: p.cover ?? null,
  description: p.description ?? '',
  publishedAt: p.created_at ?? null,
  updatedAt: p.updated_at ?? null,
});

/** One page (BLOG_PAGE_SIZE posts) of the blog in a language. */
export const listPosts = cache(async (locale: Locale, page = 1): Promise<PostPage> => {
  const { data } = await read(
    'panel',
    { url: `/api/posts/${BLOG_TYPE}/${locale}`, params: { paginate: BLOG_PAGE_SIZE, page } },
    pageResponse,
  );
  return { posts: data.data.map(toCard), total: data.total, currentPage: data.current_page };
});

/** A post by id or slug, or null when there is none in that language. */
export const getPost = cache(async (locale: Locale, idOrSlug: string): Promise<Post | null> => {
  const response = await readOrNull(
    'panel',
    { url: `/api/posts/${BLOG_TYPE}/${locale}/${encodeURIComponent(idOrSlug)}` },
    postResponse,
  );
  if (!response) return null;
  return { ...toCard(response.data), content: response.data.content ?? '' };
});
