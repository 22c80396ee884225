import { parseJson } from '@agency/rules/json';
import * as z from '@/lib/zod';
import { parseId } from '@/lib/ids';
import { GENDERS, type Gender } from '@/lib/talents/gender';

export type FavoriteTalent = {
  id: number;
  name: string;
  /** An absolute address, or null: a relative one (an older site's) names no picture here. */
  cover: string | null;
  /** Null for an entry saved in an older shape, until the catalogue says where the talent is. */
  category: string | null;
  gender?: Gender | null;
};
export type FavoritesMap = Record<string, FavoriteTalent>;

/** What was read back, and how many entries named no talent at all (dropped, to be said once). */
export type ReadFavorites = { favorites: FavoritesMap; unreadable: number };

const isAbsolute = (url: string) => /^https?:\/\/[^/\s]+/i.test(url);

// The key has held several shapes: the current one ({id, name, cover, category, gender}), the
// SPEC's talent object (no category, with measurements), the agency's previous site's, a bare
// {id, name}. Each field is read on its own, so an odd field loses only itself; the catalogue
// gives the current name, cover and category later (favoritesActions.refresh).
const fields = z.object({
  name: z.string().trim().catch(''),
  cover: z.string().refine(isAbsolute).nullable().catch(null),
  category: z.string().min(1).nullable().catch(null),
  gender: z.enum(GENDERS).nullable().catch(null),
});

/** 1 to 9 digits, written as a number or as text ("17"). */
function usableId(value: unknown): number | null {
  const id = parseId(typeof value === 'number' ? String(value) : value);
  return id !== null && id > 0 ? id : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry's own id, or the id it is filed under; null when neither names a talent. */
function readEntry(key: string | null, value: unknown): FavoriteTalent | null {
  const own = isRecord(value) ? value.id : value;
  const id = usableId(own) ?? usableId(key);
  if (id === null) return null;
  const { name, cover, category, gender } = fields.parse(isRecord(value) ? value : {});
  return { id, name, cover, category, gender };
}

/** Every entry with a usable id is kept, in the current shape; nothing is ever thrown. */
export function readFavorites(raw: string | null): ReadFavorites {
  const data = raw === null ? null : parseJson(raw);
  if (data === null) return { favorites: {}, unreadable: 0 };
  // Not JSON, or a lone value: nothing in it names a talent.
  if (!Array.isArray(data) && !isRecord(data)) return { favorites: {}, unreadable: 1 };
  // A list (of talents or of ids) is read too: it has no keys, so each item needs its own id.
  const entries: [string | null, unknown][] = Array.isArray(data)
    ? data.map((value) => [null, value])
    : Object.entries(data);
  const favorites: FavoritesMap = {};
  let unreadable = 0;
  for (const [key, value] of entries) {
    const talent = readEntry(key, value);
    if (talent === null) unreadable += 1;
    else favorites[String(talent.id)] = talent;
  }
  return { favorites, unreadable };
}
