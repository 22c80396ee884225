import 'server-only';
import * as z from '@/lib/zod';
import type { Locale } from '@/lib/i18n/routing';
import { CACHE_TAGS, cachedRead } from './cache';
import { read } from './read';

export type ContentType = 'about_us' | 'privacy' | 'safety';

const contentResponse = z.object({
  data: z.object({
    title: z.string().nullish(),
    content: z.string(),
    // The privacy text's version, stored with each consent; an API may not give one.
    version: z.string().max(200).nullish(),
  }),
});

type PageContent = { title: string | null; html: string; version: string | null };

async function fetchContent(type: ContentType, locale: Locale): Promise<PageContent> {
  const { data } = await read(
    'panel',
    { url: `/api/contents/${type}/${locale}/${type}` },
    contentResponse,
  );
  return { title: data.title ?? null, html: data.content, version: data.version ?? null };
}

/** Sanitize before rendering (lib/html). */
export const getContent = cachedRead('contents', fetchContent, { tags: [CACHE_TAGS.contents] });

/** null when the agency API cannot say now: the page still renders. */
export const getPrivacyVersion = (locale: Locale): Promise<string | null> =>
  getContent('privacy', locale).then(
    (page) => page.version,
    () => null,
  );
