import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { read } from './read';

export type ContentType = 'about_us' | 'privacy';

const contentResponse = z.object({
  data: z.object({ title: z.string().nullish(), content: z.string() }),
});

export type PageContent = { title: string | null; html: string };

/** A CMS page's HTML in a language; sanitize before rendering (lib/html). */
export const getContent = cache(async (type: ContentType, locale: Locale): Promise<PageContent> => {
  const { data } = await read(
    'panel',
    { url: `/api/contents/${type}/${locale}/${type}` },
    contentResponse,
  );
  return { title: data.title ?? null, html: data.content };
});
