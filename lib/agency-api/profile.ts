import 'server-only';
import * as z from '@/lib/zod';
import { parseId } from '@/lib/ids';
import type { Locale } from '@/lib/i18n/routing';
import { CACHE_TAGS, cachedRead } from './cache';
import { measurementFields, measurementsOf } from './measurements';
import { mediaItem, toMedia } from './media';
import { readOrNull } from './read';
import { talentFields } from './talents';

const profileResponse = z
  .object({
    data: z.object({
      ...talentFields,
      ...measurementFields,
      compo: z.unknown().nullish(),
      book: z.array(mediaItem).nullish(),
      snap: z.array(mediaItem).nullish(),
      video: z.array(mediaItem).nullish(),
      updated_at: z.string().nullish(),
    }),
  })
  .transform(({ data: t }) => ({
    id: t.id,
    name: t.name,
    cover: t.cover ?? null,
    gender: t.gender ?? null,
    categories: t.categories ?? [],
    measurements: measurementsOf(t),
    compo: t.compo ?? null,
    book: toMedia(t.book),
    snap: toMedia(t.snap),
    video: toMedia(t.video),
    updatedAt: t.updated_at ?? null,
  }));

export type TalentProfile = z.output<typeof profileResponse>;

async function fetchTalentProfile(id: number, locale: Locale): Promise<TalentProfile | null> {
  return readOrNull(
    'main',
    { url: '/api/talent/profile', params: { language: locale, id } },
    profileResponse,
  );
}

export const getTalentProfile = cachedRead('talents:profile', fetchTalentProfile, {
  tags: (id) => [CACHE_TAGS.talents, CACHE_TAGS.talent(id)],
});

/** Only a numeric id is asked of the agency API. */
export async function findTalent(locale: Locale, id: string) {
  const talentId = parseId(id);
  return talentId === null ? null : getTalentProfile(talentId, locale);
}
