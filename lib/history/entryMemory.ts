// Kept in sessionStorage per history entry, so Back finds the list again and a new visit to the
// same address starts fresh.

type NavigationApi = { currentEntry: { key: string } | null };

const STATE_FIELD = 'siteEntryKey';

function historyEntryKey(): string {
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.key;
  // Browsers without the Navigation API: a key of our own in the entry's state.
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const existing = state[STATE_FIELD];
  if (typeof existing === 'string') return existing;
  const key = Math.random().toString(36).slice(2);
  window.history.replaceState({ ...state, [STATE_FIELD]: key }, '');
  return key;
}

function storageKey(scope: string): string {
  return `entry:${scope}:${historyEntryKey()}`;
}

export function readEntryMemory<T>(scope: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(scope));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    // Storage may be disabled (private modes): the list simply starts fresh.
    return null;
  }
}

export function writeEntryMemory(scope: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(storageKey(scope), JSON.stringify(value));
  } catch {
    // Full or disabled storage: Back shows the first page again, nothing breaks.
  }
}
