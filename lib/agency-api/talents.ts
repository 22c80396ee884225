import 'server-only';
import { cache } from 'react';
import * as z from '@/lib/zod';
import { MAX_ROSTER_PAGES, TALENTS_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { categoryId } from '@/lib/talents/categories';
import { GENDERS } from '@/lib/talents/gender';
import {
  apiFilters,
  EMPTY_QUERY,
  isFiltered,
  TALENT_LIST_PAGE_SIZE,
  type TalentQuery,
} from '@/lib/talents/list-query';
import type { Category } from '@/lib/i18n/routing';
import { CACHE_TAGS, cachedRead } from './cache';
import { read } from './read';

/** What every answer about a talent carries: list items, profiles and selections. */
export const talentFields = {
  id: z.number(),
  name: z.string(),
  cover: z.string().nullish(),
  gender: z.enum(GENDERS).nullish(),
  categories: z.array(z.number()).nullish(),
};

const listItem = z
  .object({
    ...talentFields,
    updated_at: z.string().nullish(),
    height_cm: z.number().nullish(),
    hair: z.string().nullish(),
    eyes: z.string().nullish(),
  })
  .transform((t) => ({
    id: t.id,
    name: t.name,
    cover: t.cover ?? null,
    gender: t.gender ?? null,
    updatedAt: t.updated_at ?? null,
    heightCm: t.height_cm ?? null,
    // Kept for a profile's similar talents (lib/talents/similar.ts).
    hair: t.hair ?? null,
    eyes: t.eyes ?? null,
    licenses: t.categories ?? [],
  }));

const pageResponse = z
  .object({ data: z.object({ data: z.array(listItem), total: z.number() }) })
  .transform(({ data }) => ({ talents: data.data, total: data.total }));

export type TalentCard = z.output<typeof listItem>;
type TalentPage = z.output<typeof pageResponse>;

// A list grown by "show more" (/modelos/mais/3) is one page of three portions: one call, whatever its size.
async function fetchTalentPage(
  category: Category,
  locale: Locale,
  query: TalentQuery,
  pageSize: number,
): Promise<TalentPage> {
  const filters = [
    { property: 'categories', values: [categoryId(category)] },
    ...apiFilters(query),
  ];
  return read(
    'main',
    {
      url: '/api/talents',
      method: 'POST',
      params: { language: locale, paginate: pageSize * query.more, page: query.page },
      data: { filters },
    },
    pageResponse,
  );
}

// The whole list's pages are few and read by all: cached, keyed by the query object. A filtered
// list is read live, since its endless combinations would let anyone fill the cache. The name
// changes with the shape kept.
const cachedTalentPage = cachedRead('talents:page-v4', fetchTalentPage, {
  tags: [CACHE_TAGS.talents],
});

export const getTalentPage = cache(
  (category: Category, locale: Locale, query: TalentQuery): Promise<TalentPage> =>
    (isFiltered(query) ? fetchTalentPage : cachedTalentPage)(
      category,
      locale,
      query,
      TALENT_LIST_PAGE_SIZE,
    ),
);

export const listAllTalents = cache(
  async (category: Category, locale: Locale): Promise<TalentCard[]> => {
    const talents: TalentCard[] = [];
    for (let page = 1; page <= MAX_ROSTER_PAGES; page += 1) {
      const next = await cachedTalentPage(
        category,
        locale,
        { ...EMPTY_QUERY, page },
        TALENTS_PAGE_SIZE,
      );
      talents.push(...next.talents);
      if (next.talents.length < TALENTS_PAGE_SIZE || talents.length >= next.total) break;
    }
    return talents;
  },
);
