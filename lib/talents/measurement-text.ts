import type { Gender } from './gender';
import type { MeasureLabel } from './measurements';
import { formatGirth, formatHeight, parseCentimetres, type HeightUnit } from '@/lib/units/height';
import { HEIGHT_UNITS, type UnitPreferences } from '@/lib/units/preferences';
import { SHOE_SYSTEMS, type ShoeSystem } from '@/lib/units/shoe-systems';
import { formatShoeSize, parseShoeSize } from '@/lib/units/shoes';

/** Jeans are a size, not a length, and stay as they are; so does any value not a plain number. */
export function measurementText(
  label: MeasureLabel,
  value: string,
  gender: Gender | null,
  units: UnitPreferences,
  locale: string,
): string {
  if (label === 'jeans') return value;
  if (label === 'shoes') {
    const size = parseShoeSize(value);
    return size === null ? value : formatShoeSize(size, units.shoes, gender, locale);
  }
  const cm = parseCentimetres(value);
  if (cm === null) return value;
  return label === 'height'
    ? formatHeight(cm, units.height, locale)
    : formatGirth(cm, units.height, locale);
}

export type MeasurementTexts =
  | { kind: 'plain'; text: string }
  | { kind: 'length'; texts: Record<HeightUnit, string> }
  | { kind: 'shoes'; texts: Record<ShoeSystem, string> };

function textsOf<T extends string>(options: readonly T[], text: (option: T) => string) {
  return Object.fromEntries(options.map((option) => [option, text(option)])) as Record<T, string>;
}

/**
 * A value in every unit it can be read in, for a page that writes them all and lets CSS show the
 * visitor's (app/styles/units.css): a length in both units, a shoe size in each system.
 */
export function measurementTexts(
  label: MeasureLabel,
  value: string,
  gender: Gender | null,
  locale: string,
): MeasurementTexts {
  const text = (units: UnitPreferences) => measurementText(label, value, gender, units, locale);
  if (label === 'jeans') return { kind: 'plain', text: value };
  if (label === 'shoes') {
    if (parseShoeSize(value) === null) return { kind: 'plain', text: value };
    return {
      kind: 'shoes',
      texts: textsOf(SHOE_SYSTEMS, (shoes) => text({ height: 'cm', shoes })),
    };
  }
  if (parseCentimetres(value) === null) return { kind: 'plain', text: value };
  return {
    kind: 'length',
    texts: textsOf(HEIGHT_UNITS, (height) => text({ height, shoes: 'BR' })),
  };
}
