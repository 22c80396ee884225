import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS, cachedRead } from './cache';
import { read } from './read';

export type ContentType = 'about_us' | 'privacy';

const contentResponse = z.object({
  data: z.object({ title: z.string().nullish(), content: z.string() }),
});

type PageContent = { title: string | null; html: string };

async function fetchContent(type: ContentType, locale: Locale): Promise<PageContent> {
  const { data } = await read(
    'panel',
    { url: `/api/contents/${type}/${locale}/${type}` },
    contentResponse,
  );
  return { title: data.title ?? null, html: data.content };
}

/** A CMS page's HTML in a language, from the data cache; sanitize before rendering (lib/html). */
export const getContent = cache(
  cachedRead('contents', fetchContent, {
    revalidate: CONTENT_REVALIDATE_SECONDS,
    tags: () => [CACHE_TAGS.contents],
  }),
);
