import { useSyncExternalStore } from 'react';

// One value for the whole page in localStorage; the 'storage' event keeps other tabs in step.
// `parse` never throws: damaged or foreign data becomes its default.
export function storedValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string = JSON.stringify,
) {
  const listeners = new Set<() => void>();
  const fallback = parse(null);
  let snapshot: T | null = null;
  // Nothing stored gives the very default the server rendered with, not an
  // equal copy: hydration then finds nothing changed and re-renders nothing
  // (a copy re-rendered a whole list of cards at once, blocking the page).
  const parseStored = (raw: string | null): T => (raw === null ? fallback : parse(raw));

  const read = (): T => {
    if (snapshot === null) {
      try {
        snapshot = parseStored(window.localStorage.getItem(key));
      } catch {
        // Storage refused (blocked cookies): the default, for this page.
        snapshot = fallback;
      }
    }
    return snapshot;
  };

  const write = (next: T) => {
    snapshot = next;
    try {
      window.localStorage.setItem(key, serialize(next));
    } catch {
      // Private mode or a full quota: keep the value for this page at least.
    }
    listeners.forEach((listener) => listener());
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    snapshot = parseStored(event.newValue);
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  /** During server rendering and hydration, so both agree: the default or `server`. */
  const useValue = (server: T = fallback): T => useSyncExternalStore(subscribe, read, () => server);

  /** For a `parse` that has learnt more (the favorites store). */
  const reload = () => {
    snapshot = null;
    listeners.forEach((listener) => listener());
  };

  return { read, write, useValue, reload };
}
