// A profile's measurement as a client reads it, in the visitor's units.
import type { Gender } from '../talents/gender';
import type { MeasureLabel } from '../talents/measurements';
import { formatGirth, formatHeight, parseCentimetres } from './height';
import type { UnitPreferences } from './preferences';
import { formatShoeSize, parseShoeSize } from './shoes';

/**
 * The text of one row of the list, from its value as measurementList cut it:
 * height and girths in the chosen length unit, shoes in the chosen system
 * with its name. Jeans are a size, not a length, and stay as they are; so
 * does any value that is not a plain number.
 */
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
