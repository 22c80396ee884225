import type { Gender } from './gender';
import type { MeasureLabel } from './measurements';
import { formatGirth, formatHeight, parseCentimetres } from '@/lib/units/height';
import type { UnitPreferences } from '@/lib/units/preferences';
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
