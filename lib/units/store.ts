'use client';

import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { storedValue } from '@/lib/storage/storedValue';
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

// The visitor's unit choice: saved at once, followed by other open tabs.
const choice = storedValue<UnitChoice>(UNITS_STORAGE_KEY, parseUnitChoice, serializeUnitChoice);

export const unitActions = {
  setHeight: (height: HeightUnit) => choice.write({ ...choice.read(), height }),
  setShoes: (shoes: ShoeSystem) => choice.write({ ...choice.read(), shoes }),
};

/**
 * The units of the page's language during server rendering and hydration (so
 * both agree), then the visitor's stored choice.
 */
export function useUnitPreferences(): UnitPreferences & typeof unitActions {
  const locale = useLocale();
  const chosen = choice.useValue();
  return useMemo(() => ({ ...resolveUnits(chosen, locale), ...unitActions }), [chosen, locale]);
}
