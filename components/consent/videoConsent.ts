import { useSyncExternalStore } from 'react';

// Whether the visitor allowed videos in the consent library, for the video
// posters: the library (loaded after the page) tells it here, and it holds
// across the tab's client navigations.
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

/** False on the server and until the library has read a stored choice. */
export function useVideosAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => allowed,
    () => false,
  );
}
