import { formatHeight, type HeightUnit } from '@/lib/units/height';
import type { TalentQuery } from './list-query';

// The talent filters form's fields as the browser holds them (strings by
// field name), read from the form itself: what a visitor typed or chose
// before the scripts ran counts too.

export const FILTER_FIELDS = ['q', 'gender', 'height_min', 'height_max', 'hair', 'eyes'] as const;

export type FilterValues = Record<(typeof FILTER_FIELDS)[number], string>;

export const valuesOf = (query: TalentQuery): FilterValues => ({
  q: query.q ?? '',
  gender: query.gender ?? '',
  height_min: query.heightMin === null ? '' : String(query.heightMin),
  height_max: query.heightMax === null ? '' : String(query.heightMax),
  hair: query.hair ?? '',
  eyes: query.eyes ?? '',
});

/** What the form's fields show now. */
export function valuesIn(form: HTMLFormElement): FilterValues {
  const data = new FormData(form);
  const entries = FILTER_FIELDS.map((name) => [name, String(data.get(name) ?? '')]);
  return Object.fromEntries(entries) as FilterValues;
}

/**
 * The query string the fields ask for (first page). The fields offer only
 * valid values, so this is the server's canonical toSearch spelling of it
 * without the list's parser and option tables in the browser.
 */
export function filterSearch(values: FilterValues): string {
  const params = new URLSearchParams();
  for (const name of FILTER_FIELDS) {
    const value = values[name].replace(/\s+/g, ' ').trim();
    if (value !== '') params.set(name, value);
  }
  return params.toString();
}

/** Puts `values` in the form's fields. */
export function showValues(form: HTMLFormElement, values: FilterValues) {
  for (const name of FILTER_FIELDS) {
    const field = form.elements.namedItem(name);
    // Radios come as a list, whose value checks the radio that has it.
    if (field && 'value' in field && field.value !== values[name]) field.value = values[name];
  }
}

/** The heights offered by the "from" and "to" selects, in centimetres (within HEIGHT_FILTER_CM). */
export const FILTER_HEIGHTS = Array.from({ length: 71 }, (_, index) => 140 + index);

/** A height option's label; in feet and inches several centimetres share one, so they follow. */
export function heightOptionLabel(cm: number, unit: HeightUnit, locale: string): string {
  const label = formatHeight(cm, unit, locale);
  return unit === 'cm' ? label : `${label} (${formatHeight(cm, 'cm', locale)})`;
}
