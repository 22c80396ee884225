import { useEffect, useMemo } from 'react';
import { storedValue } from '@/lib/browser/storedValue';
import { showHeightUnit, showShoeSystem } from './attribute';
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
  setShoes: (shoes: ShoeSystem) => {
    choice.write({ ...choice.read(), shoes });
    showShoeSystem(shoes);
  },
};

// During server rendering and hydration (so both agree) the language's units; then the
// visitor's stored choice.
export function useUnitPreferences(locale: string): UnitPreferences & typeof unitActions {
  const chosen = choice.useValue();
  // A choice made in another tab reaches the values CSS shows (app/styles/units.css) as well.
  useEffect(() => {
    if (chosen.height) showHeightUnit(chosen.height);
    if (chosen.shoes) showShoeSystem(chosen.shoes);
  }, [chosen]);
  return useMemo(() => ({ ...resolveUnits(chosen, locale), ...unitActions }), [chosen, locale]);
}
