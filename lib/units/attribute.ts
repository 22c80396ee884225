import type { HeightUnit } from './height';
import type { ShoeSystem } from './shoe-systems';

/** Where <html> says which units the visitor chose (app/styles/units.css reads them). */
export const HEIGHT_UNIT_ATTRIBUTE = 'data-height-unit';
export const SHOE_SYSTEM_ATTRIBUTE = 'data-shoe-system';

export function showHeightUnit(unit: HeightUnit): void {
  document.documentElement.setAttribute(HEIGHT_UNIT_ATTRIBUTE, unit);
}

export function showShoeSystem(system: ShoeSystem): void {
  document.documentElement.setAttribute(SHOE_SYSTEM_ATTRIBUTE, system);
}
