import { parseJson } from '@agency/rules/json';
import { isGender, type Gender } from '@/lib/talents/gender';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A talent as stored, or null when the entry is damaged or foreign. Checked
 * by hand rather than with zod: the favorites badge reads the store on every
 * page, and zod would add about 30 KB of JavaScript to each one's first load.
 */
export function parseStoredTalent(entry: unknown): FavoriteTalent | null {
  if (!isRecord(entry)) return null;
  const { id, name, cover, category, gender } = entry;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof name !== 'string' || typeof category !== 'string') return null;
  if (cover !== null && typeof cover !== 'string') return null;
  if (gender != null && !isGender(gender)) return null;
  const talent: FavoriteTalent = { id, name, cover, category };
  if (gender !== undefined) talent.gender = gender as Gender | null;
  return talent;
}

/** Reads what localStorage holds; anything damaged or foreign is dropped, never thrown. */
export function parseFavorites(raw: string | null): FavoritesMap {
  const data = raw ? parseJson(raw) : undefined;
  if (!isRecord(data)) return {};
  const talents = Object.values(data).flatMap((entry) => parseStoredTalent(entry) ?? []);
  return Object.fromEntries(talents.map((t) => [String(t.id), t]));
}

/** What the favorites keep of a talent shown in a category. */
export function favoriteOf(
  { id, name, cover, gender }: Pick<FavoriteTalent, 'id' | 'name' | 'cover' | 'gender'>,
  category: string,
): FavoriteTalent {
  return { id, name, cover, category, gender: gender ?? null };
}
