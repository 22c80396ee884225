import { storedValue } from '@/lib/storage/storedValue';
import {
  addFavorite,
  FAVORITES_STORAGE_KEY,
  removeFavorite,
  type FavoriteTalent,
  type FavoritesMap,
} from './map';

// The favorites of this browser: one map for the whole page, every change
// saved at once and followed by other open tabs.
//
// Their reader (zod, in lib/favorites/stored.ts) comes in its own file once
// the page runs, not with the first scripts of every page, where the header
// counts the favorites: zod would be a sixth of those scripts, over the
// first-load ceiling, and its start blocked the page's first response to a
// tap. Until it has come, the favorites are the empty map the server
// rendered; a change waits for it, so that none is written over what is stored.
let parse: ((raw: string) => FavoritesMap) | null = null;
const favorites = storedValue<FavoritesMap>(FAVORITES_STORAGE_KEY, (raw) =>
  raw !== null && parse !== null ? parse(raw) : {},
);
const reader =
  typeof window === 'undefined'
    ? null
    : import('./stored').then(
        ({ parseFavorites }) => {
          parse = parseFavorites;
          favorites.reload();
        },
        // Not loaded (offline): the favorites stay unread and unchanged.
        () => {},
      );

/** The favorites map; empty during server rendering and hydration, and until it is read. */
export const useFavorites = favorites.useValue;

/** Read (or given up on, offline) once the page's favorites reader has come. */
export const favoritesRead: Promise<void> = reader ?? Promise.resolve();

const change = (next: (map: FavoritesMap) => FavoritesMap) => {
  const apply = () => {
    if (parse !== null) favorites.write(next(favorites.read()));
  };
  if (parse !== null) apply();
  else void favoritesRead.then(apply);
};

export const favoritesActions = {
  add: (talent: FavoriteTalent) => change((map) => addFavorite(map, talent)),
  remove: (id: number) => change((map) => removeFavorite(map, id)),
};
