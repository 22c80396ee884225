import 'server-only';
import * as z from '@/lib/zod';
import type { Locale } from '@/lib/i18n/routing';
import { CACHE_TAGS, cachedRead } from './cache';
import { read } from './read';

const slide = z.object({
  id: z.number(),
  description: z.string().nullish(),
  type: z.enum(['image', 'video']),
  url: z.object({ mobile: z.string().nullish(), desktop: z.string().nullish() }).nullish(),
  video_provider: z.string().nullish(),
  video_id: z.string().nullish(),
});

const slidesResponse = z.object({ data: z.array(slide) });

export type Slide =
  | { id: number; kind: 'image'; alt: string; mobile: string; desktop: string }
  | { id: number; kind: 'video'; alt: string; provider: string; videoId: string };

async function fetchSlides(type: string, locale: Locale): Promise<Slide[]> {
  const { data } = await read(
    'panel',
    { url: `/api/slides/${encodeURIComponent(type)}`, params: { language: locale } },
    slidesResponse,
  );
  return data.flatMap((s): Slide[] => {
    const alt = s.description ?? '';
    if (s.type === 'video') {
      return s.video_provider && s.video_id
        ? [{ id: s.id, kind: 'video', alt, provider: s.video_provider, videoId: s.video_id }]
        : [];
    }
    const desktop = s.url?.desktop ?? s.url?.mobile;
    const mobile = s.url?.mobile ?? s.url?.desktop;
    return desktop && mobile ? [{ id: s.id, kind: 'image', alt, mobile, desktop }] : [];
  });
}

export const getSlides = cachedRead('slides', fetchSlides, { tags: [CACHE_TAGS.slides] });
