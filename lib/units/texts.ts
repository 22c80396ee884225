import type { HeightUnit } from './preferences';
import { SHOE_SYSTEMS, type ShoeSystem } from './shoes';

/** The length unit toggle's texts (Units namespace), translated by the server. */
export function heightUnitTexts(
  t: (key: 'lengthUnit' | HeightUnit) => string,
): { lengthUnit: string } & Record<HeightUnit, string> {
  return { lengthUnit: t('lengthUnit'), cm: t('cm'), ftin: t('ftin') };
}

/** The shoe system select's texts (Units namespace), translated by the server. */
export function shoeSystemTexts(t: (key: 'shoeSystem' | `systems.${ShoeSystem}`) => string): {
  shoeSystem: string;
  systems: Record<ShoeSystem, string>;
} {
  return {
    shoeSystem: t('shoeSystem'),
    systems: Object.fromEntries(SHOE_SYSTEMS.map((s) => [s, t(`systems.${s}`)])) as Record<
      ShoeSystem,
      string
    >,
  };
}
