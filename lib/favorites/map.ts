// The types come with the stored form's reader, which map.ts's users need not load.
import type { FavoriteTalent, FavoritesMap } from './stored';

export type { FavoriteTalent, FavoritesMap };

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

export function favoriteOf(
  { id, name, cover, gender }: Pick<FavoriteTalent, 'id' | 'name' | 'cover' | 'gender'>,
  category: string,
): FavoriteTalent {
  return { id, name, cover, category, gender: gender ?? null };
}

/**
 * The catalogue's entry (current name, cover and category) replaces the saved one; a talent it
 * no longer lists keeps what was saved, to be named as gone. Only talents still in `map` are
 * touched, so one removed meanwhile (in another tab) does not come back.
 */
export function refreshFavorites(
  map: FavoritesMap,
  listed: readonly FavoriteTalent[],
): FavoritesMap {
  const current = new Map(listed.map((talent) => [talent.id, talent]));
  return Object.fromEntries(
    favoritesList(map).map((talent) => [String(talent.id), current.get(talent.id) ?? talent]),
  );
}
