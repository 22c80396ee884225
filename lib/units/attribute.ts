import type { HeightUnit } from './height';

/** Where <html> says which height unit the visitor chose (app/styles/units.css reads it). */
export const HEIGHT_UNIT_ATTRIBUTE = 'data-height-unit';

export function showHeightUnit(unit: HeightUnit): void {
  document.documentElement.setAttribute(HEIGHT_UNIT_ATTRIBUTE, unit);
}
