// The agency API stores centimetres; imperial is always derived here.

import { cmToFeetInches, cmToHalfInches } from '@agency/rules/measurements';

export type HeightUnit = 'cm' | 'ftin';

// A no-break space keeps "178" and "cm" on one line.
const NBSP = '\u00a0';

// Whole numbers need no Intl.NumberFormat, whose first build loads the language's number data,
// the longest step of a talent list's start. Decimals keep one formatter per language.
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

export function formatGirth(cm: number, unit: HeightUnit, locale: string): string {
  if (unit === 'cm') return `${formatNumber(cm, locale)}${NBSP}cm`;
  return `${formatNumber(cmToHalfInches(cm), locale)}″`;
}

/** null when the text is not a plain positive number. */
export function parseCentimetres(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,3}(?:[.,]\d+)?)\s*(?:cm)?\s*$/i.exec(text ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  return value > 0 ? value : null;
}
