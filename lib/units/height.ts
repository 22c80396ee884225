// Lengths a client reads: heights and girths, in centimetres or in feet and
// inches. The agency API stores centimetres; imperial is always derived here.

import { cmToFeetInches, cmToHalfInches } from '@agency/rules/measurements';

/** What a length is shown in: centimetres, or feet and inches. */
export type HeightUnit = 'cm' | 'ftin';

// A no-break space keeps "178" and "cm" on one line.
const NBSP = '\u00a0';

// Whole numbers (every height in centimetres) are written the same in the
// three languages, and need no Intl.NumberFormat: building the first one of a
// page loads its language's number data, the longest single step of a talent
// list's start. The decimal ones keep one formatter per language.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number the way the page's language writes it: 24.5 in en, 24,5 in pt and es. */
export function formatNumber(value: number, locale: string): string {
  if (Number.isInteger(value)) return String(value);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** 178 -> "178 cm" or "5′10″" (prime and double prime, as on comp cards). */
export function formatHeight(cm: number, unit: HeightUnit, locale: string): string {
  if (unit === 'cm') return `${formatNumber(cm, locale)}${NBSP}cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}′${inches}″`;
}

/** A waist, hips, bust or chest: 62 -> "62 cm" or "24.5″". */
export function formatGirth(cm: number, unit: HeightUnit, locale: string): string {
  if (unit === 'cm') return `${formatNumber(cm, locale)}${NBSP}cm`;
  return `${formatNumber(cmToHalfInches(cm), locale)}″`;
}

/**
 * The centimetres at the start of a measurement text ("178", "62,5"); null
 * when the text is not a plain positive number.
 */
export function parseCentimetres(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,3}(?:[.,]\d+)?)\s*(?:cm)?\s*$/i.exec(text ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  return value > 0 ? value : null;
}
