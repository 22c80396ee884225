import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { TALENTS_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { categoryId, type Gender } from '@/lib/talents/categories';
import type { Category } from '@/lib/i18n/routing';
import { read, readOrNull } from './read';
import { toMedia, mediaItem, type MediaItem } from './media';

const gender = z.enum(['man', 'woman']).nullish();

const listItem = z.object({
  id: z.number(),
  name: z.string(),
  cover: z.string().nullish(),
  gender,
  updated_at: z.string().nullish(),
});

const listResponse = z.object({
  data: z.object({ data: z.array(listItem), total: z.number().optional() }),
});

export type TalentCard = {
  id: number;
  name: string;
  cover: string | null;
  gender: Gender | null;
  updatedAt: string | null;
};

/** The talents of a category, optionally of one gender (SPEC.md section 7). */
export const listTalents = cache(
  async (category: Category, locale: Locale, genderFilter?: Gender): Promise<TalentCard[]> => {
    const filters: Array<{ property: string; values: Array<string | number> }> = [
      { property: 'categories', values: [categoryId(category)] },
    ];
    if (genderFilter) filters.push({ property: 'gender', values: [genderFilter] });
    const { data } = await read(
      'main',
      {
        url: '/api/talents',
        method: 'POST',
        params: { language: locale, paginate: TALENTS_PAGE_SIZE },
        data: { filters },
      },
      listResponse,
    );
    return data.data.map((t) => ({
      id: t.id,
      name: t.name,
      cover: t.cover ?? null,
      gender: t.gender ?? null,
      updatedAt: t.updated_at ?? null,
    }));
  },
);

const measurement = z.union([z.string(), z.number()]).nullish();

const profileResponse = z.object({
  data: z.object({
    id: z.number(),
    name: z.string(),
    cover: z.string().nullish(),
    gender,
    categories: z.array(z.number()).nullish(),
    height: measurement,
    jeans: measurement,
    waist: measurement,
    hips: measurement,
    bust: measurement,
    shoes: measurement,
    compo: z.unknown().nullish(),
    book: z.array(mediaItem).nullish(),
    snap: z.array(mediaItem).nullish(),
    video: z.array(mediaItem).nullish(),
    updated_at: z.string().nullish(),
  }),
});

type Measure = string | null;

export type TalentProfile = {
  id: number;
  name: string;
  cover: string | null;
  gender: Gender | null;
  categories: number[];
  measurements: {
    height: Measure;
    jeans: Measure;
    waist: Measure;
    hips: Measure;
    bust: Measure;
    shoes: Measure;
  };
  compo: unknown;
  book: MediaItem[];
  snap: MediaItem[];
  video: MediaItem[];
  updatedAt: string | null;
};

const text = (value: string | number | null | undefined): Measure =>
  value === null || value === undefined || value === '' ? null : String(value);

/** One talent's profile, or null when the agency has no such talent. */
export const getTalentProfile = cache(
  async (id: number, locale: Locale): Promise<TalentProfile | null> => {
    const response = await readOrNull(
      'main',
      { url: '/api/talent/profile', params: { language: locale, id } },
      profileResponse,
    );
    if (!response) return null;
    const t = response.data;
    return {
      id: t.id,
      name: t.name,
      cover: t.cover ?? null,
      gender: t.gender ?? null,
      categories: t.categories ?? [],
      measurements: {
        height: text(t.height),
        jeans: text(t.jeans),
        waist: text(t.waist),
        hips: text(t.hips),
        bust: text(t.bust),
        shoes: text(t.shoes),
      },
      compo: t.compo ?? null,
      book: toMedia(t.book),
      snap: toMedia(t.snap),
      video: toMedia(t.video),
      updatedAt: t.updated_at ?? null,
    };
  },
);
