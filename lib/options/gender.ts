// Gender choices of the recruitment form. Labels are not here: they are
// translated through next-intl messages `Options.gender.<value>`, so that
// copy can change without touching code. 'undefined' is the API's value for
// non-binary and is shown as such.
import type { Option } from './types';

export const GENDER_VALUES = ['woman', 'man', 'undefined'] as const;

export type Gender = (typeof GENDER_VALUES)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDER_VALUES as readonly string[]).includes(value);
}

/** Key inside the `Options` namespace, e.g. t(genderLabelKey('man')). */
export function genderLabelKey(value: Gender): `gender.${Gender}` {
  return `gender.${value}`;
}

/** Builds the options with a translator bound to the `Options` namespace. */
export function genderOptions(translate: (key: `gender.${Gender}`) => string): Option[] {
  return GENDER_VALUES.map((value) => ({ value, label: translate(genderLabelKey(value)) }));
}
