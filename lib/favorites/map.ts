import { z } from 'zod';
import { GENDERS, type Gender } from '@/lib/talents/gender';

// Pure operations on the favorites map (an object keyed by talent id, each
// value the talent), so the store itself stays trivial.

export type FavoriteTalent = {
  id: number;
  name: string;
  cover: string | null;
  category: string;
  gender?: Gender | null;
};

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

// A talent as stored; damaged or foreign entries fail this and are dropped.
const storedTalent = z.object({
  id: z.number(),
  name: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  gender: z.enum(GENDERS).nullish(),
});

const storedMap = z.record(z.string(), z.unknown());

/** Reads what localStorage holds; anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  const map = storedMap.safeParse(data);
  if (!map.success || Array.isArray(data)) return {};
  const talents = Object.values(map.data).flatMap((entry) => {
    const talent = storedTalent.safeParse(entry);
    return talent.success ? [talent.data] : [];
  });
  return Object.fromEntries(talents.map((t) => [String(t.id), t]));
}

/** What the favorites keep of a talent shown in a category. */
export function favoriteOf(
  talent: { id: number; name: string; cover: string | null; gender?: Gender | null },
  category: string,
): FavoriteTalent {
  return {
    id: talent.id,
    name: talent.name,
    cover: talent.cover,
    category,
    gender: talent.gender ?? null,
  };
}
