import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during server rendering and hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
