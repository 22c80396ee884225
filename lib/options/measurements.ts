// Measurement option lists, with the ranges the agency's back office uses.
// Values are the metric numbers as strings, the way the panel API stores them.
import { rangeOptions } from './range';
import type { Option } from './types';
import { heightText } from '@agency/rules/measurements';
import { kgToLb } from '@/lib/units/weight';

/** "60" shown as "60/132": kilograms, then pounds. */
export function weightLabel(kg: number): string {
  return `${kg}/${kgToLb(kg)}`;
}

export function heightOptions(): Option[] {
  return rangeOptions(30, 200, 1, heightText);
}

export function bustOptions(): Option[] {
  return rangeOptions(65, 200, 1);
}

export function waistOptions(): Option[] {
  return rangeOptions(20, 200, 1);
}

export function hipsOptions(): Option[] {
  return rangeOptions(20, 200, 1);
}

export function chestOptions(): Option[] {
  return rangeOptions(10, 200, 1);
}

export function weightOptions(): Option[] {
  return rangeOptions(3, 200, 1, weightLabel);
}

export function jeansOptions(): Option[] {
  return rangeOptions(34, 60, 0.5);
}

export function shirtOptions(): Option[] {
  return rangeOptions(1, 60, 0.5);
}

export function suitOptions(): Option[] {
  return rangeOptions(1, 60, 0.5);
}

export function shoesOptions(): Option[] {
  return rangeOptions(1, 60, 0.5);
}
