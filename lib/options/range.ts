import type { Option } from './types';

/**
 * Formats a number the way option values are stored: "34", "34.5", never
 * "34.0". Rounded to the step's decimals so binary float noise never shows.
 */
function formatStepValue(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Options from `from` to `to` (both included) every `step`. Each value is
 * computed from its integer index (from + i * step) instead of adding the step
 * repeatedly, so 0.1-like steps cannot drift over a long range.
 */
export function rangeOptions(
  from: number,
  to: number,
  step: number,
  label?: (value: number) => string,
): Option[] {
  if (!(step > 0) || to < from) return [];
  const decimals = decimalsOf(step);
  // The epsilon keeps the last value when (to - from) / step lands just below an integer.
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  const options: Option[] = [];
  for (let i = 0; i < count; i += 1) {
    const raw = from + i * step;
    const value = formatStepValue(raw, decimals);
    options.push({ value, label: label ? label(Number(value)) : value });
  }
  return options;
}
