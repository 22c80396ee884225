import { useSyncExternalStore } from 'react';

let allowed = false;
const listeners = new Set<() => void>();

export function setVideosAllowed(value: boolean) {
  if (value === allowed) return;
  allowed = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useVideosAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => allowed,
    () => false,
  );
}
