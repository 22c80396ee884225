// Pure operations on the favorites map (SPEC.md section 3: an object keyed by
// talent id, each value the talent), so the store itself stays trivial.

export type FavoriteTalent = {
  id: number;
  name: string;
  cover: string | null;
  category: string;
  gender?: 'man' | 'woman' | null;
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

function isTalent(value: unknown): value is FavoriteTalent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    (typeof v.cover === 'string' || v.cover === null) &&
    typeof v.category === 'string'
  );
}

/** Reads what localStorage holds; anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    const entries = Object.values(data).filter(isTalent);
    return Object.fromEntries(entries.map((t) => [String(t.id), t]));
  } catch {
    return {};
  }
}
