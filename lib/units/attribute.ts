/**
 * Where <html> says which units the visitor chose: app/styles/units.css reads them, the units'
 * browser store (lib/browser/unitsStore.ts) writes them.
 */
export const HEIGHT_UNIT_ATTRIBUTE = 'data-height-unit';
export const SHOE_SYSTEM_ATTRIBUTE = 'data-shoe-system';
