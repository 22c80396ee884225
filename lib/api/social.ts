import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { env } from '@/lib/env';
import { read } from './read';

const link = z.object({ link: z.string().url() }).nullish();
const socialResponse = z.object({
  data: z.object({ instagram: link, tiktok: link, facebook: link, youtube: link }),
});

export type SocialLinks = { instagram: string; others: string[] };

export const getSocialLinks = cache(async (): Promise<SocialLinks> => {
  const { data } = await read('panel', { url: '/api/social-media' }, socialResponse);
  const others = [data.tiktok, data.facebook, data.youtube].flatMap((entry) =>
    entry ? [entry.link] : [],
  );
  return { instagram: data.instagram?.link ?? env.INSTAGRAM_FALLBACK_URL, others };
});

/** The header's Instagram link: the API's, or the configured fallback when the API fails. */
export async function getInstagramUrl(): Promise<string> {
  try {
    return (await getSocialLinks()).instagram;
  } catch {
    return env.INSTAGRAM_FALLBACK_URL;
  }
}
