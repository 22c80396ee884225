import { useMemo } from 'react';
import { storedValue } from '@/lib/browser/storedValue';
import { showHeightUnit } from './attribute';
import type { HeightUnit } from './height';
import {
  parseUnitChoice,
  resolveUnits,
  serializeUnitChoice,
  UNITS_STORAGE_KEY,
  type UnitChoice,
  type UnitPreferences,
} from './preferences';
import type { ShoeSystem } from './shoe-systems';

const choice = storedValue<UnitChoice>(UNITS_STORAGE_KEY, parseUnitChoice, serializeUnitChoice);

const unitActions = {
  setHeight: (height: HeightUnit) => {
    choice.write({ ...choice.read(), height });
    showHeightUnit(height);
  },
  setShoes: (shoes: ShoeSystem) => choice.write({ ...choice.read(), shoes }),
};

// During server rendering and hydration (so both agree) the units the address chose (?height=ftin)
// or the language's; then the visitor's stored choice.
export function useUnitPreferences(
  locale: string,
  addressed?: UnitChoice,
): UnitPreferences & typeof unitActions {
  const chosen = choice.useValue(addressed);
  return useMemo(() => ({ ...resolveUnits(chosen, locale), ...unitActions }), [chosen, locale]);
}
