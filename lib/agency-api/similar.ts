import 'server-only';
import type { Category, Locale } from '@/lib/i18n/routing';
import { similarTalents, type Likeness } from '@/lib/talents/similar';
import { CACHE_TAGS, cachedRead } from './cache';
import { listAllTalents, type TalentCard } from './talents';

type Subject = Pick<Likeness, 'id' | 'gender' | 'heightCm'>;

async function readSimilar(category: Category, locale: Locale, talent: Subject) {
  const roster = await listAllTalents(category, locale);
  // The list item carries the hair and eye colours the profile's answer lacks.
  const subject = roster.find((t) => t.id === talent.id) ?? {
    ...talent,
    name: '',
    hair: null,
    eyes: null,
  };
  return similarTalents<TalentCard>(subject, roster);
}

/**
 * The talents like one talent, ranked once per talent and kept with the list they come from (same
 * tag): a profile view reads six cards, not the category's whole list.
 */
export const similarTo = cachedRead('talents:similar-v1', readSimilar, {
  tags: [CACHE_TAGS.talents],
});
