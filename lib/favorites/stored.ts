import { parseJson } from '@agency/rules/json';
import { z } from '@/lib/zod';
import { GENDERS } from '@/lib/talents/gender';

const storedTalent = z.object({
  id: z.number(),
  name: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  gender: z.enum(GENDERS).nullish(),
});

export type FavoriteTalent = z.output<typeof storedTalent>;
export type FavoritesMap = Record<string, FavoriteTalent>;

// A damaged or foreign entry becomes null, so it is dropped alone.
const storedFavorites = z.record(z.string(), storedTalent.nullable().catch(null));

/** Anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  const parsed = storedFavorites.safeParse(raw ? parseJson(raw) : undefined);
  if (!parsed.success) return {};
  const talents = Object.values(parsed.data).filter((talent) => talent !== null);
  return Object.fromEntries(talents.map((talent) => [String(talent.id), talent]));
}
