import { z } from 'zod';
import { applicantSafetyShape, refineSafety, type SafetyRules } from '@agency/rules/safety';
import { GENDER_ANSWERS } from '../talents/gender';
import { isPastBirthdate } from './dates';
import { optionalChoice, optionalId, requiredChoice, requiredId, requiredText } from './fields';
import { imageFileSchema } from './files';
import { honeypotField } from './honeypot';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from '@agency/rules/limits';
import { optionalText } from '@agency/rules/text';
import { MEASUREMENT_FIELDS, acceptedMeasurementValues } from './measurement-fields';
import { requiredFieldNames } from './required';

// Submitted measurements must be values the selects offer, so a tampered
// request cannot store free text in the agency's measurement fields.
type MeasurementShape = {
  [F in (typeof MEASUREMENT_FIELDS)[number] as F['name']]: F['required'] extends true
    ? ReturnType<typeof requiredChoice>
    : ReturnType<typeof optionalChoice>;
};

const measurementShape = Object.fromEntries(
  MEASUREMENT_FIELDS.map((field) => {
    const values = acceptedMeasurementValues(field);
    return [field.name, field.required ? requiredChoice(values) : optionalChoice(values)];
  }),
) as MeasurementShape;

const email = requiredText(MAX_FIELD_LENGTH).pipe(z.email({ error: 'invalidEmail' }));

const gender = z.enum(GENDER_ANSWERS, {
  error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalidOption'),
});

// Checked when parsing, so "in the past" always means before today.
const birthdate = requiredText().refine((value) => isPastBirthdate(value), {
  error: 'invalidDate',
});

/** Text fields of the recruitment form; which are required is said here and nowhere else. */
export const recruitmentFieldsSchema = z.object({
  name: requiredText(),
  email,
  phone: requiredText(),
  contact: requiredText(),
  country: requiredId(),
  state: requiredId(),
  city: optionalId(),
  gender,
  category: requiredId(),
  drt: optionalText(),
  birthdate,
  instagram: optionalText(),
  tiktok: optionalText(),
  address: optionalText(),
  message: optionalText(MAX_TEXT_LENGTH),
  ...measurementShape,
  // Links can carry long query strings, hence the message-sized limit.
  linktowork_a: optionalText(MAX_TEXT_LENGTH),
  linktowork_b: optionalText(MAX_TEXT_LENGTH),
  linktowork_c: optionalText(MAX_TEXT_LENGTH),
  website: honeypotField,
});

export const RECRUITMENT_IMAGE_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;

/** The boxes of the form, ticked or not. */
export const RECRUITMENT_CHECKBOXES = [
  'guardian_consent',
  'consent_evaluation',
  'consent_promotion',
] as const;

export type RecruitmentImageField = (typeof RECRUITMENT_IMAGE_FIELDS)[number];

/** The four photos, all required: profile, face, full body, photo. */
export const recruitmentFilesSchema = z.object({
  image_1: imageFileSchema,
  image_2: imageFileSchema,
  image_3: imageFileSchema,
  image_4: imageFileSchema,
});

/** Fields, photos, guardian and consents; which of the guardian's are required depends on the age. */
const recruitmentShapeSchema = recruitmentFieldsSchema
  .extend(recruitmentFilesSchema.shape)
  .extend(applicantSafetyShape);

/**
 * The whole application, for the browser form and the site's route: the
 * shape above plus the age rule (minimum age, guardian of a minor, the
 * evaluation consent), with the minimum age the site is configured with.
 */
export function recruitmentSchemaFor(rules: SafetyRules) {
  return recruitmentShapeSchema.check(refineSafety(rules));
}

/** The fields the form always marks as required: those its schema refuses to leave empty. */
export const RECRUITMENT_REQUIRED = requiredFieldNames(recruitmentShapeSchema);

type RecruitmentFormData = z.output<typeof recruitmentShapeSchema>;

/**
 * The same schema as the browser form holds it: any field may still be empty
 * until the visitor fills it (the schema says which must not be).
 */
export function recruitmentBrowserSchema(
  rules: SafetyRules,
): z.ZodType<RecruitmentFormData, Partial<z.input<typeof recruitmentShapeSchema>>> {
  return recruitmentSchemaFor(rules);
}

export type RecruitmentFormInput = z.input<typeof recruitmentShapeSchema>;

/** Every field the form posts besides its photos, by name. */
export const RECRUITMENT_TEXT_FIELDS = Object.keys(recruitmentShapeSchema.shape).filter(
  (name) => !(RECRUITMENT_IMAGE_FIELDS as readonly string[]).includes(name),
);
