import type { HeightUnit } from './preferences';

/** The length unit toggle's texts (Units namespace), translated by the server. */
export function heightUnitTexts(
  t: (key: 'lengthUnit' | HeightUnit) => string,
): { lengthUnit: string } & Record<HeightUnit, string> {
  return { lengthUnit: t('lengthUnit'), cm: t('cm'), ftin: t('ftin') };
}
