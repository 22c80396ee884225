import 'server-only';
import * as z from '@/lib/zod';
import { env } from '@/lib/env';
import { CACHE_TAGS, cachedRead } from './cache';
import { read } from './read';

const link = z.object({ link: z.string().url() }).nullish();
const socialResponse = z.object({
  data: z.object({ instagram: link, tiktok: link, facebook: link, youtube: link }),
});

type SocialLinks = { instagram: string; others: string[] };

/** Read from the API now, past the cache: the health check uses it. */
export async function fetchSocialLinks(): Promise<SocialLinks> {
  const { data } = await read('panel', { url: '/api/social-media' }, socialResponse);
  const others = [data.tiktok, data.facebook, data.youtube].flatMap((entry) =>
    entry ? [entry.link] : [],
  );
  return { instagram: data.instagram?.link ?? env.INSTAGRAM_FALLBACK_URL, others };
}

export const getSocialLinks = cachedRead('social', fetchSocialLinks, {
  tags: [CACHE_TAGS.contents],
});

// A page keeps its header when the API fails; the page's own reads report the failure.
export const getInstagramUrl = (): Promise<string> =>
  getSocialLinks().then(
    (links) => links.instagram,
    () => env.INSTAGRAM_FALLBACK_URL,
  );
