'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import {
  parseUnitChoice,
  resolveUnits,
  serializeUnitChoice,
  UNITS_STORAGE_KEY,
  type HeightUnit,
  type ShoeSystem,
  type UnitChoice,
  type UnitPreferences,
} from './preferences';

// One store for the whole page, backed by localStorage: a choice is saved at
// once, and the 'storage' event keeps other open tabs in step.
const listeners = new Set<() => void>();
const NO_CHOICE: UnitChoice = {};
let snapshot: UnitChoice | null = null;

function read(): UnitChoice {
  if (snapshot === null) {
    try {
      snapshot = parseUnitChoice(window.localStorage.getItem(UNITS_STORAGE_KEY));
    } catch {
      // Storage refused (blocked cookies): the page's defaults, for this page.
      snapshot = NO_CHOICE;
    }
  }
  return snapshot;
}

function write(next: UnitChoice) {
  snapshot = next;
  try {
    window.localStorage.setItem(UNITS_STORAGE_KEY, serializeUnitChoice(next));
  } catch {
    // Private mode or a full quota: keep the choice for this page at least.
  }
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== UNITS_STORAGE_KEY) return;
  snapshot = parseUnitChoice(event.newValue);
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

export const unitActions = {
  setHeight: (height: HeightUnit) => write({ ...read(), height }),
  setShoes: (shoes: ShoeSystem) => write({ ...read(), shoes }),
};

/**
 * The units of the page's language during server rendering and hydration (so
 * both agree), then the visitor's stored choice.
 */
export function useUnitPreferences(): UnitPreferences & typeof unitActions {
  const locale = useLocale();
  const choice = useSyncExternalStore(subscribe, read, () => NO_CHOICE);
  return useMemo(() => ({ ...resolveUnits(choice, locale), ...unitActions }), [choice, locale]);
}
