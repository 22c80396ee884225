import { parseJson } from '@agency/rules/json';
import { z } from 'zod';
import { GENDERS } from '@/lib/talents/gender';

// Pure operations on the favorites map (an object keyed by talent id, each
// value the talent), so the store itself stays trivial.

/**
 * What localStorage may hold: talents keyed by id, unknown keys dropped; a
 * damaged or foreign entry becomes null, so it is dropped alone. Built on the
 * first read of stored favorites rather than as every page starts (the header
 * counts favorites on every page): building zod schemas takes a phone some
 * 30 ms, and a visitor without favorites never needs them.
 */
function storedFavoritesSchema() {
  const storedTalent = z.object({
    id: z.number(),
    name: z.string(),
    cover: z.string().nullable(),
    category: z.string(),
    gender: z.enum(GENDERS).nullish(),
  });
  return z.record(z.string(), storedTalent.nullable().catch(null));
}
let storedFavorites: ReturnType<typeof storedFavoritesSchema> | undefined;

/** A talent as stored. */
export type FavoriteTalent = NonNullable<
  z.output<ReturnType<typeof storedFavoritesSchema>>[string]
>;

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

/** Reads what localStorage holds; anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  if (!raw) return {};
  storedFavorites ??= storedFavoritesSchema();
  const parsed = storedFavorites.safeParse(parseJson(raw));
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
