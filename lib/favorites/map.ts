import { parseJson } from '@agency/rules/json';
import { z } from 'zod';
import { GENDERS } from '@/lib/talents/gender';

// Pure operations on the favorites map (an object keyed by talent id, each
// value the talent), so the store itself stays trivial.

/** A talent as stored; unknown keys are dropped. */
const storedTalent = z.object({
  id: z.number(),
  name: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  gender: z.enum(GENDERS).nullish(),
});

export type FavoriteTalent = z.output<typeof storedTalent>;

export type FavoritesMap = Record<string, FavoriteTalent>;

export const FAVORITES_STORAGE_KEY = 'favorites';

export function addFavorite(map: FavoritesMap, talent: FavoriteTalent): FavoritesMap {
  return { ...map, [String(talent.id)]: talent };
}

export function removeFavorite(map: FavoritesMap, id: number): FavoritesMap {
  const next = { ...map };
  delete next[String(id)];
  return next;
}

export function isFavorite(map: FavoritesMap, id: number): boolean {
  return Object.hasOwn(map, String(id));
}

export function favoritesList(map: FavoritesMap): FavoriteTalent[] {
  return Object.values(map);
}

// A damaged or foreign entry becomes null, so it is dropped alone.
const storedFavorites = z.record(z.string(), storedTalent.nullable().catch(null));

/** Reads what localStorage holds; anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  const parsed = storedFavorites.safeParse(raw ? parseJson(raw) : undefined);
  if (!parsed.success) return {};
  const talents = Object.values(parsed.data).filter((talent) => talent !== null);
  return Object.fromEntries(talents.map((talent) => [String(talent.id), talent]));
}

/** What the favorites keep of a talent shown in a category. */
export function favoriteOf(
  { id, name, cover, gender }: Pick<FavoriteTalent, 'id' | 'name' | 'cover' | 'gender'>,
  category: string,
): FavoriteTalent {
  return { id, name, cover, category, gender: gender ?? null };
}
