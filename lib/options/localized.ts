import type { Locale } from '../i18n/routing';
import type { LocalizedOption, Option } from './types';

/** Picks the labels of one language; values stay English for the API. */
export function localizedOptions(list: readonly LocalizedOption[], locale: Locale): Option[] {
  return list.map(({ value, labels }) => ({ value, label: labels[locale] }));
}

/** The set of accepted values, for validating submitted choices. */
export function optionValues(list: readonly { value: string }[]): ReadonlySet<string> {
  return new Set(list.map((option) => option.value));
}

/** Options whose stored value is their English label, from rows of [value, pt, es]. */
export function englishValued(rows: readonly [string, string, string][]): LocalizedOption[] {
  return rows.map(([value, pt, es]) => ({ value, labels: { pt, en: value, es } }));
}
