// Measurement option lists, with the ranges the agency's back office uses.
// Values are the metric numbers as strings, the way the panel API stores them.
import type { Option } from './types';
import { heightText } from '@agency/rules/measurements';

/** "60" shown as "60/132": pounds too, for international applicants. */
export function weightLabel(kg: number): string {
  return `${kg}/${Math.round(kg * 2.20462)}`;
}

const RANGES = {
  height: [30, 200, 1],
  bust: [65, 200, 1],
  waist: [20, 200, 1],
  hips: [20, 200, 1],
  chest: [10, 200, 1],
  weight: [3, 200, 1],
  jeans: [34, 60, 0.5],
  shirt: [1, 60, 0.5],
  suit: [1, 60, 0.5],
  shoes: [1, 60, 0.5],
} as const;

export type Measurement = keyof typeof RANGES;

const LABELS: Partial<Record<Measurement, (value: number) => string>> = {
  height: heightText,
  weight: weightLabel,
};

export function measurementOptions(name: Measurement): Option[] {
  const [from, to, step] = RANGES[name];
  // The steps (1 and 0.5) are exact in binary floating point: no rounding drift.
  return Array.from({ length: (to - from) / step + 1 }, (_, i) => {
    const value = from + i * step;
    return { value: String(value), label: LABELS[name]?.(value) ?? String(value) };
  });
}
