import type { Gender } from './gender';

// On a profile only the part before the separator is shown.
const SEPARATORS = {
  height: '/',
  waist: '/',
  hips: '/',
  bust: '/',
  jeans: 'x',
  shoes: ' ',
} as const;

type MeasureKey = keyof typeof SEPARATORS;
export type RawMeasurements = Record<MeasureKey, string | null>;
export type MeasureLabel = 'height' | 'jeans' | 'waist' | 'hips' | 'bust' | 'chest' | 'shoes';

export function cutMeasurement(key: MeasureKey, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const first = String(value).trim().split(SEPARATORS[key])[0]?.trim() ?? '';
  return first === '' ? null : first;
}

/** For women waist, hips, bust; for men chest (the bust value). Empty values are left out. */
export function measurementList(
  gender: Gender | null,
  raw: RawMeasurements,
): Array<{ label: MeasureLabel; value: string }> {
  const rows: Array<[MeasureLabel, MeasureKey]> = [
    ['height', 'height'],
    ['jeans', 'jeans'],
  ];
  if (gender === 'man') rows.push(['chest', 'bust']);
  else rows.push(['waist', 'waist'], ['hips', 'hips'], ['bust', 'bust']);
  rows.push(['shoes', 'shoes']);
  return rows.flatMap(([label, key]) => {
    const value = cutMeasurement(key, raw[key]);
    return value === null ? [] : [{ label, value }];
  });
}
