import { storedValue } from '@/lib/storage/storedValue';
import {
  addFavorite,
  FAVORITES_STORAGE_KEY,
  parseFavorites,
  removeFavorite,
  type FavoriteTalent,
  type FavoritesMap,
} from './map';

// The favorites of this browser: one map for the whole page, every change
// saved at once and followed by other open tabs.
const favorites = storedValue<FavoritesMap>(FAVORITES_STORAGE_KEY, parseFavorites);

/** The favorites map; empty during server rendering and hydration. */
export const useFavorites = favorites.useValue;

export const favoritesActions = {
  add: (talent: FavoriteTalent) => favorites.write(addFavorite(favorites.read(), talent)),
  remove: (id: number) => favorites.write(removeFavorite(favorites.read(), id)),
};
