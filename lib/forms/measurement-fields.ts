import type { Locale } from '../i18n/routing';
import { EYE_COLORS, eyesOptions } from '../options/eyes';
import { HAIR_COLORS, hairOptions } from '../options/hair';
import { optionValues } from '../options/localized';
import { measurementOptions, type Measurement } from '../options/measurements';
import type { Option } from '../options/types';
import type { GenderAnswer } from '../talents/gender';
import { optionalChoice, requiredChoice } from './fields';

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

const measured = (name: Measurement) => () => measurementOptions(name);

export const MEASUREMENT_FIELDS = [
  { name: 'height', required: true, options: measured('height'), accepted: measured('height') },
  { name: 'jeans', required: true, options: measured('jeans'), accepted: measured('jeans') },
  { name: 'waist', required: true, options: measured('waist'), accepted: measured('waist') },
  { name: 'hips', required: true, options: measured('hips'), accepted: measured('hips') },
  {
    // For men the bust select is the chest (10–200), labelled so.
    name: 'bust',
    required: true,
    options: (_, gender) => measurementOptions(gender === 'man' ? 'chest' : 'bust'),
    accepted: measured('chest'),
  },
  { name: 'shoes', required: true, options: measured('shoes'), accepted: measured('shoes') },
  { name: 'hair', required: false, options: hairOptions, accepted: () => HAIR_COLORS },
  { name: 'eyes', required: false, options: eyesOptions, accepted: () => EYE_COLORS },
  { name: 'suit', required: false, options: measured('suit'), accepted: measured('suit') },
  { name: 'shirt', required: false, options: measured('shirt'), accepted: measured('shirt') },
  { name: 'weight', required: false, options: measured('weight'), accepted: measured('weight') },
] as const satisfies readonly MeasurementField[];

/** The accepted values of each measurement, for the schema. */
export function acceptedMeasurementValues(field: MeasurementField): ReadonlySet<string> {
  return optionValues(field.accepted());
}

// Submitted measurements must be values the selects offer, so a tampered
// request cannot store free text in the agency's measurement fields.
type MeasurementShape = {
  [F in (typeof MEASUREMENT_FIELDS)[number] as F['name']]: F['required'] extends true
    ? ReturnType<typeof requiredChoice>
    : ReturnType<typeof optionalChoice>;
};

/** The measurements' part of the recruitment schema. */
export const measurementShape = Object.fromEntries(
  MEASUREMENT_FIELDS.map((field) => {
    const values = acceptedMeasurementValues(field);
    return [field.name, field.required ? requiredChoice(values) : optionalChoice(values)];
  }),
) as MeasurementShape;
