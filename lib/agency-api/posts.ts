import 'server-only';
import * as z from '@/lib/zod';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import { parseId } from '@/lib/ids';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/lib/i18n/routing';
import { CACHE_TAGS, cachedRead } from './cache';
import { read, readOrNull } from './read';

const BLOG_TYPE = 'blog';

const postFields = {
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  cover: z.string().nullish(),
  description: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
};

const toCard = (p: z.infer<z.ZodObject<typeof postFields>>) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  cover: p.cover ?? null,
  description: p.description ?? '',
  publishedAt: p.created_at ?? null,
  updatedAt: p.updated_at ?? null,
});

const postCard = z.object(postFields).transform(toCard);

const pageResponse = z
  .object({
    data: z.object({
      data: z.array(postCard),
      total: z.number(),
      current_page: z.coerce.number(),
    }),
  })
  .transform(({ data }) => ({
    posts: data.data,
    total: data.total,
    currentPage: data.current_page,
  }));

// The same post in the other languages, where the agency API names them (an API without
// translations, or with a list the site cannot read, leaves the post in its own language alone).
const translations = z
  .array(z.object({ lang: z.string(), id: z.number(), slug: z.string() }))
  .nullish()
  .catch([])
  .transform((list) =>
    (list ?? []).flatMap(({ lang, id, slug }) =>
      hasLocale(routing.locales, lang) ? [{ locale: lang, id, slug }] : [],
    ),
  );

const postResponse = z
  .object({ data: z.object({ ...postFields, content: z.string().nullish(), translations }) })
  .transform(({ data }) => ({
    ...toCard(data),
    content: data.content ?? '',
    translations: data.translations,
  }));

export type PostCard = z.output<typeof postCard>;
export type Post = z.output<typeof postResponse>;
export type PostTranslation = Post['translations'][number];
type PostPage = z.output<typeof pageResponse>;

async function fetchPostPage(locale: Locale, page: number): Promise<PostPage> {
  return read(
    'panel',
    { url: `/api/posts/${BLOG_TYPE}/${locale}`, params: { paginate: BLOG_PAGE_SIZE, page } },
    pageResponse,
  );
}

const postsCache = { tags: [CACHE_TAGS.posts] };

export const listPosts = cachedRead('posts:page', fetchPostPage, postsCache);

async function fetchPost(locale: Locale, idOrSlug: string): Promise<Post | null> {
  return readOrNull(
    'panel',
    { url: `/api/posts/${BLOG_TYPE}/${locale}/${encodeURIComponent(idOrSlug)}` },
    postResponse,
  );
}

// v2: entries now hold the post's translations; ones cached before them are not read.
export const getPost = cachedRead('posts:one-v2', fetchPost, postsCache);

/** The post a page's address names: only numeric ids do; anything else is none, with no API call. */
export async function postAt(locale: Locale, id: string): Promise<Post | null> {
  return parseId(id) === null ? null : getPost(locale, id);
}
