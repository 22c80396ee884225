import {
  addFavorite,
  FAVORITES_STORAGE_KEY,
  refreshFavorites,
  removeFavorite,
  type FavoriteTalent,
  type FavoritesMap,
} from '@/lib/favorites/map';
import type { ReadFavorites } from '@/lib/favorites/stored';
import { useHydrated } from './hydrated';
import { storedValue } from './storedValue';

// One map for the whole page, saved at once and followed by other tabs. Its zod reader
// (lib/favorites/stored.ts) loads only once there are favorites: it cost every page's start some
// 20 ms, 80 on a phone. Until it has come, stored favorites count as none and a change waits for
// it.
let read: ((raw: string) => ReadFavorites) | null = null;
let reader: Promise<void> | null = null;

/** Fetches the reader (once; again after a failure), then reads the favorites anew. */
export function loadFavoritesReader(): Promise<void> {
  reader ??= import('@/lib/favorites/stored').then(
    ({ readFavorites }) => {
      read = readFavorites;
      favorites.reload();
    },
    (error: unknown) => {
      reader = null;
      throw error;
    },
  );
  return reader;
}

const UNREAD: ReadFavorites = { favorites: {}, unreadable: 0 };

// The count of unreadable entries rides along with the map, for the favorites page to say once;
// only the map is written.
const favorites = storedValue<ReadFavorites>(
  FAVORITES_STORAGE_KEY,
  (raw) => {
    // Nothing stored, or the empty map left by removing the last one: no reader needed.
    if (raw === null || raw === '{}') return { favorites: {}, unreadable: 0 };
    if (read !== null) return read(raw);
    void loadFavoritesReader().catch(() => {});
    return UNREAD;
  },
  (value) => JSON.stringify(value.favorites),
);

/** The favorites map; empty during server rendering and hydration, and until it is read. */
export function useFavorites(): FavoritesMap {
  return favorites.useValue().favorites;
}

/** How many stored entries named no talent (dropped when the map is next written). */
export function useUnreadableFavorites(): number {
  return favorites.useValue().unreadable;
}

/** Until then no toggle knows which press it offers, and no list which talents it holds. */
export function useFavoritesReady(): boolean {
  const hydrated = useHydrated();
  return favorites.useValue() !== UNREAD && hydrated;
}

// `said`: the page has told the visitor of the unreadable entries, so the count is spent.
const change = (next: (map: FavoritesMap) => FavoritesMap, said = false) => {
  const apply = () => {
    const { favorites: map, unreadable } = favorites.read();
    favorites.write({ favorites: next(map), unreadable: said ? 0 : unreadable });
  };
  if (favorites.read() !== UNREAD) apply();
  // Not loaded (offline): nothing is changed.
  else loadFavoritesReader().then(apply, () => {});
};

export const favoritesActions = {
  add: (talent: FavoriteTalent) => change((map) => addFavorite(map, talent)),
  remove: (id: number) => change((map) => removeFavorite(map, id)),
  /** The catalogue's answer, written back in the current shape. */
  refresh: (listed: readonly FavoriteTalent[]) => change((map) => refreshFavorites(map, listed)),
  /** Once the page has said so: the map is written without the entries that named no talent. */
  dropUnreadable: () => change((map) => map, true),
};
