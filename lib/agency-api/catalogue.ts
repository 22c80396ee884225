import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { listAllTalents, type TalentCard } from './talents';
import { LISTED_CATEGORIES } from '@/lib/talents/categories';

// From the pages' data cache, so a form check costs no API call most of the time.

type ListedCategory = (typeof LISTED_CATEGORIES)[number];

type CatalogueTalent = {
  id: number;
  name: string;
  cover: string | null;
  gender: TalentCard['gender'];
  category: ListedCategory;
  updatedAt: string | null;
};

/** Each talent once, under the first listed category it is in (its one address). */
export async function talentIndex(locale: Locale): Promise<Map<number, CatalogueTalent>> {
  const lists = await Promise.all(
    LISTED_CATEGORIES.map((category) => listAllTalents(category, locale)),
  );
  const index = new Map<number, CatalogueTalent>();
  lists.forEach((talents, i) => {
    for (const { id, name, cover, gender, updatedAt } of talents) {
      if (!index.has(id)) {
        index.set(id, { id, name, cover, gender, category: LISTED_CATEGORIES[i]!, updatedAt });
      }
    }
  });
  return index;
}

export async function findTalents(ids: readonly number[], locale: Locale) {
  const index = await talentIndex(locale);
  return {
    found: ids.flatMap((id) => (index.has(id) ? [index.get(id)!] : [])),
    unknown: ids.filter((id) => !index.has(id)),
  };
}
