import { formatHeight, type HeightUnit } from '@/lib/units/height';
import type { TalentQuery } from './list-query';

export const valuesOf = (query: TalentQuery) => ({
  q: query.q ?? '',
  gender: query.gender ?? '',
  height_min: query.heightMin === null ? '' : String(query.heightMin),
  height_max: query.heightMax === null ? '' : String(query.heightMax),
  hair: query.hair ?? '',
  eyes: query.eyes ?? '',
});

export type FilterValues = ReturnType<typeof valuesOf>;

export const FILTER_HEIGHTS = Array.from({ length: 71 }, (_, index) => 140 + index);

/** A height option's label; in feet and inches several centimetres share one, so they follow. */
export function heightOptionLabel(cm: number, unit: HeightUnit, locale: string): string {
  const label = formatHeight(cm, unit, locale);
  return unit === 'cm' ? label : `${label} (${formatHeight(cm, 'cm', locale)})`;
}
