import { EYE_COLORS, HAIR_COLORS } from '@agency/rules/appearance';
import { labelledOptions } from '../options/localized';
import { measurementOptions, type Measurement } from '../options/measurements';
import type { Option } from '../options/types';
import type { GenderAnswer } from '../talents/gender';
import { optionalChoice, requiredChoice } from './fields';

// The zod schema and the form both read this table, in page order.

type MeasurementField = {
  name: string;
  required: boolean;
  options: (labels: OptionLabels, gender: GenderAnswer | undefined) => Option[];
  /** Every value a submission may carry (for bust: the chest range, which covers both). */
  accepted: () => readonly string[];
};

type OptionLabels = (
  key: `hair.${(typeof HAIR_COLORS)[number]}` | `eyes.${(typeof EYE_COLORS)[number]}`,
) => string;

const measured = (name: Measurement) => () => measurementOptions(name);
const values = (name: Measurement) => () => measurementOptions(name).map(({ value }) => value);

export const MEASUREMENT_FIELDS = [
  { name: 'height', required: true, options: measured('height'), accepted: values('height') },
  { name: 'jeans', required: true, options: measured('jeans'), accepted: values('jeans') },
  { name: 'waist', required: true, options: measured('waist'), accepted: values('waist') },
  { name: 'hips', required: true, options: measured('hips'), accepted: values('hips') },
  {
    // For men the bust select is the chest (10–200), labelled so.
    name: 'bust',
    required: true,
    options: (_, gender) => measurementOptions(gender === 'man' ? 'chest' : 'bust'),
    accepted: values('chest'),
  },
  { name: 'shoes', required: true, options: measured('shoes'), accepted: values('shoes') },
  {
    name: 'hair',
    required: false,
    options: (labels) => labelledOptions(HAIR_COLORS, (value) => labels(`hair.${value}`)),
    accepted: () => HAIR_COLORS,
  },
  {
    name: 'eyes',
    required: false,
    options: (labels) => labelledOptions(EYE_COLORS, (value) => labels(`eyes.${value}`)),
    accepted: () => EYE_COLORS,
  },
  { name: 'suit', required: false, options: measured('suit'), accepted: values('suit') },
  { name: 'shirt', required: false, options: measured('shirt'), accepted: values('shirt') },
  { name: 'weight', required: false, options: measured('weight'), accepted: values('weight') },
] as const satisfies readonly MeasurementField[];

// Submitted measurements must be values the selects offer, so a tampered
// request cannot store free text in the agency's measurement fields.
type MeasurementShape = {
  [F in (typeof MEASUREMENT_FIELDS)[number] as F['name']]: F['required'] extends true
    ? ReturnType<typeof requiredChoice>
    : ReturnType<typeof optionalChoice>;
};

export const measurementShape = Object.fromEntries(
  MEASUREMENT_FIELDS.map((field) => {
    const values = new Set(field.accepted());
    return [field.name, field.required ? requiredChoice(values) : optionalChoice(values)];
  }),
) as MeasurementShape;
