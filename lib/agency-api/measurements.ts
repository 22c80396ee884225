import * as z from '@/lib/zod';
import type { RawMeasurements } from '@/lib/talents/measurements';

// A talent's measurements as the agency wrote them ("178/5.10", 38): kept as
// text, blank as null, and cut for display by lib/talents/measurements.ts.
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

export const measurementFields = {
  height: text,
  jeans: text,
  waist: text,
  hips: text,
  bust: text,
  shoes: text,
};

export function measurementsOf({ height, jeans, waist, hips, bust, shoes }: RawMeasurements) {
  return { height, jeans, waist, hips, bust, shoes };
}
