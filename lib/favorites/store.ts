'use client';

import { useSyncExternalStore } from 'react';
import {
  addFavorite,
  FAVORITES_STORAGE_KEY,
  parseFavorites,
  removeFavorite,
  type FavoriteTalent,
  type FavoritesMap,
} from './map';

// One store for the whole page, backed by localStorage: every change saves
// the whole map, and the 'storage' event keeps other open tabs in step.
const listeners = new Set<() => void>();
const EMPTY: FavoritesMap = {};
let snapshot: FavoritesMap | null = null;

function read(): FavoritesMap {
  if (snapshot === null)
    snapshot = parseFavorites(window.localStorage.getItem(FAVORITES_STORAGE_KEY));
  return snapshot;
}

function write(next: FavoritesMap) {
  snapshot = next;
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: keep the list for this page at least.
  }
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== FAVORITES_STORAGE_KEY) return;
  snapshot = parseFavorites(event.newValue);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The favorites map; empty during server rendering and hydration. */
export function useFavorites(): FavoritesMap {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export const favoritesActions = {
  add: (talent: FavoriteTalent) => write(addFavorite(read(), talent)),
  remove: (id: number) => write(removeFavorite(read(), id)),
};
