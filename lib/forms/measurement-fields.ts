import type { Locale } from '../i18n/routing';
import { EYE_COLORS, eyesOptions } from '../options/eyes';
import { HAIR_COLORS, hairOptions } from '../options/hair';
import { optionValues } from '../options/localized';
import {
  bustOptions,
  chestOptions,
  heightOptions,
  hipsOptions,
  jeansOptions,
  shirtOptions,
  shoesOptions,
  suitOptions,
  waistOptions,
  weightOptions,
} from '../options/measurements';
import type { Option } from '../options/types';
import type { GenderAnswer } from '../talents/gender';

// The measurement selects of the recruitment form, in page order: what each
// offers (in the visitor's language, for the applicant's gender), and the
// values the server accepts. The zod schema and the form both read this table.

type MeasurementField = {
  name: string;
  required: boolean;
  /** What the select offers. */
  options: (locale: Locale, gender: GenderAnswer | undefined) => Option[];
  /** Every value a submission may carry (for bust: the chest range, which covers both). */
  accepted: () => readonly { value: string }[];
};

export const MEASUREMENT_FIELDS = [
  { name: 'height', required: true, options: heightOptions, accepted: heightOptions },
  { name: 'jeans', required: true, options: jeansOptions, accepted: jeansOptions },
  { name: 'waist', required: true, options: waistOptions, accepted: waistOptions },
  { name: 'hips', required: true, options: hipsOptions, accepted: hipsOptions },
  {
    // For men the bust select is the chest (10–200), labelled so.
    name: 'bust',
    required: true,
    options: (_, gender) => (gender === 'man' ? chestOptions() : bustOptions()),
    accepted: chestOptions,
  },
  { name: 'shoes', required: true, options: shoesOptions, accepted: shoesOptions },
  { name: 'hair', required: false, options: hairOptions, accepted: () => HAIR_COLORS },
  { name: 'eyes', required: false, options: eyesOptions, accepted: () => EYE_COLORS },
  { name: 'suit', required: false, options: suitOptions, accepted: suitOptions },
  { name: 'shirt', required: false, options: shirtOptions, accepted: shirtOptions },
  { name: 'weight', required: false, options: weightOptions, accepted: weightOptions },
] as const satisfies readonly MeasurementField[];

/** The accepted values of each measurement, for the schema. */
export function acceptedMeasurementValues(field: MeasurementField): ReadonlySet<string> {
  return optionValues(field.accepted());
}
