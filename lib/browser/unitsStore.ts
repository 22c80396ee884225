import { useEffect, useMemo } from 'react';
import { HEIGHT_UNIT_ATTRIBUTE, SHOE_SYSTEM_ATTRIBUTE } from '@/lib/units/attribute';
import type { HeightUnit } from '@/lib/units/height';
import {
  parseUnitChoice,
  resolveUnits,
  serializeUnitChoice,
  UNITS_STORAGE_KEY,
  type UnitChoice,
  type UnitPreferences,
} from '@/lib/units/preferences';
import type { ShoeSystem } from '@/lib/units/shoe-systems';
import { storedValue } from './storedValue';

const choice = storedValue<UnitChoice>(UNITS_STORAGE_KEY, parseUnitChoice, serializeUnitChoice);

function showHeightUnit(unit: HeightUnit): void {
  document.documentElement.setAttribute(HEIGHT_UNIT_ATTRIBUTE, unit);
}

function showShoeSystem(system: ShoeSystem): void {
  document.documentElement.setAttribute(SHOE_SYSTEM_ATTRIBUTE, system);
}

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
