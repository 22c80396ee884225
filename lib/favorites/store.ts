import { storedValue } from '@/lib/browser/storedValue';
import { useHydrated } from './hydrated';
import {
  addFavorite,
  FAVORITES_STORAGE_KEY,
  removeFavorite,
  type FavoriteTalent,
  type FavoritesMap,
} from './map';

// One map for the whole page, saved at once and followed by other tabs. Its zod reader (stored.ts)
// loads only once there are favorites: it cost every page's start some 20 ms, 80 on a phone.
// Until it has come, stored favorites count as none and a change waits for it.
let parse: ((raw: string) => FavoritesMap) | null = null;
let reader: Promise<void> | null = null;

/** Fetches the reader (once; again after a failure), then reads the favorites anew. */
export function loadFavoritesReader(): Promise<void> {
  reader ??= import('./stored').then(
    ({ parseFavorites }) => {
      parse = parseFavorites;
      favorites.reload();
    },
    (error: unknown) => {
      reader = null;
      throw error;
    },
  );
  return reader;
}

const UNREAD: FavoritesMap = {};

const favorites = storedValue<FavoritesMap>(FAVORITES_STORAGE_KEY, (raw) => {
  // Nothing stored, or the empty map left by removing the last one: no reader needed.
  if (raw === null || raw === '{}') return {};
  if (parse !== null) return parse(raw);
  void loadFavoritesReader().catch(() => {});
  return UNREAD;
});

/** The favorites map; empty during server rendering and hydration, and until it is read. */
export const useFavorites = favorites.useValue;

/** Until then no toggle knows which press it offers, and no list which talents it holds. */
export function useFavoritesReady(): boolean {
  const hydrated = useHydrated();
  return useFavorites() !== UNREAD && hydrated;
}

const change = (next: (map: FavoritesMap) => FavoritesMap) => {
  const apply = () => favorites.write(next(favorites.read()));
  if (favorites.read() !== UNREAD) apply();
  // Not loaded (offline): nothing is changed.
  else loadFavoritesReader().then(apply, () => {});
};

export const favoritesActions = {
  add: (talent: FavoriteTalent) => change((map) => addFavorite(map, talent)),
  remove: (id: number) => change((map) => removeFavorite(map, id)),
};
