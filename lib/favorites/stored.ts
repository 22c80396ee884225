import { parseJson } from '@agency/rules/json';
import { z } from '@/lib/zod';
import { GENDERS } from '@/lib/talents/gender';
import type { FavoritesMap } from './map';

// The reader of the favorites stored in this browser, which the favorites
// store loads once the page runs (lib/favorites/store.ts says why).

/** A talent as stored; unknown keys are dropped. */
const storedTalent = z.object({
  id: z.number(),
  name: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  gender: z.enum(GENDERS).nullish(),
});

export type FavoriteTalent = z.output<typeof storedTalent>;

// A damaged or foreign entry becomes null, so it is dropped alone.
const storedFavorites = z.record(z.string(), storedTalent.nullable().catch(null));

/** Reads what localStorage holds; anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  const parsed = storedFavorites.safeParse(raw ? parseJson(raw) : undefined);
  if (!parsed.success) return {};
  const talents = Object.values(parsed.data).filter((talent) => talent !== null);
  return Object.fromEntries(talents.map((talent) => [String(talent.id), talent]));
}
