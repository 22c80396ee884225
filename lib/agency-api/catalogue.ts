import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { listAllTalents } from './talents';
import { LISTED_CATEGORIES } from '@/lib/talents/categories';

// From the pages' data cache, so a form check costs no API call most of the time.

type ListedCategory = (typeof LISTED_CATEGORIES)[number];

type CatalogueTalent = { id: number; name: string; category: ListedCategory };

async function talentIndex(locale: Locale): Promise<Map<number, CatalogueTalent>> {
  const lists = await Promise.all(
    LISTED_CATEGORIES.map((category) => listAllTalents(category, locale)),
  );
  const index = new Map<number, CatalogueTalent>();
  lists.forEach((talents, i) => {
    for (const talent of talents) {
      if (!index.has(talent.id))
        index.set(talent.id, { id: talent.id, name: talent.name, category: LISTED_CATEGORIES[i]! });
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
