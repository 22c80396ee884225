import * as z from '@/lib/zod';
import {
  GUARDIAN_FIELDS,
  recruitmentAgePath,
  recruitmentSafetyShape,
  safetyIssues,
  type SafetyRules,
} from '@agency/rules/safety';
import { ageOn } from '@agency/rules/age';
import { GENDER_ANSWERS } from '../talents/gender';
import { optionalId, requiredId, requiredText } from './fields';
import { type Validated, validateWith } from './field-errors';
import { imageFileSchema } from './files';
import { honeypotField } from './honeypot';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from '@agency/rules/limits';
import { looksEmpty, optionalText } from '@agency/rules/text';
import { measurementShape } from './measurement-fields';

const email = requiredText(MAX_FIELD_LENGTH).pipe(z.email({ error: 'invalidEmail' }));

const gender = z.enum(GENDER_ANSWERS, {
  error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalidOption'),
});

// A real day from 1900 to yesterday (UTC), checked when parsing: later or earlier dates are typos.
const birthdate = requiredText().refine(
  (value) => value >= '1900' && ageOn(value, new Date(Date.now() - 86_400_000)) !== null,
  { error: 'invalidDate' },
);

/** Text fields of the recruitment form; which are required is said here and nowhere else. */
export const recruitmentFieldsSchema = z.object({
  name: requiredText(),
  email,
  phone: requiredText(),
  // Required of an adult; a minor's is the guardian (validateRecruitment).
  contact: optionalText(),
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

/**
 * The button a browser without scripts presses to have the states of the chosen country and the
 * cities of the chosen state listed: the form is posted, answered with the lists, and not sent.
 */
export const PLACES_INTENT = { name: 'intent', value: 'places' } as const;

export const RECRUITMENT_CHECKBOXES = [
  'guardian_consent',
  'consent_evaluation',
  'consent_promotion',
] as const;

export type RecruitmentImageField = (typeof RECRUITMENT_IMAGE_FIELDS)[number];

export const recruitmentFilesSchema = z.object({
  image_1: imageFileSchema,
  image_2: imageFileSchema,
  image_3: imageFileSchema,
  image_4: imageFileSchema,
});

// Strict: a field the form does not have is refused, in the browser and in the action alike.
const recruitmentShapeSchema = recruitmentFieldsSchema
  .extend(recruitmentFilesSchema.shape)
  .extend(recruitmentSafetyShape)
  .strict();

type Application = z.output<typeof recruitmentShapeSchema>;

/**
 * The one check of an application: the browser's resolver and the Server Action both call it, with
 * the same minimum age and each its own clock. The age rule (safetyIssues) and the contact person an
 * adult names read every answer, not only a valid one: zod would skip an object's own check once a
 * field failed, and a minor would learn of the guardian fields only after fixing the rest.
 */
export function validateRecruitment(
  values: Record<string, unknown>,
  rules: SafetyRules,
): Validated<Application> {
  const path = recruitmentAgePath(values.birthdate, rules);
  // An adult's guardian fields (typed before the birth date was corrected) are neither checked nor sent.
  const answers =
    path === 'minor'
      ? values
      : Object.fromEntries(Object.entries(values).filter(([field]) => !isGuardianField(field)));
  const parsed = validateWith(recruitmentShapeSchema, answers);
  const read: Record<string, unknown> = parsed.ok ? parsed.data : answers;
  const errors = parsed.ok ? {} : { ...parsed.errors };
  for (const { path: field, message } of safetyIssues(read, rules)) errors[field] ??= message;
  // A minor's contact person is the guardian, whose name the form asked already.
  const named = typeof read.contact === 'string' && !looksEmpty(read.contact);
  if (path !== 'minor' && path !== 'tooYoung' && !named) errors.contact ??= 'required';
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const data = parsed.data;
  return { ok: true, data: path === 'minor' ? { ...data, contact: data.guardian_name } : data };
}

const isGuardianField = (field: string) => (GUARDIAN_FIELDS as readonly string[]).includes(field);

// What the shared schema refuses to leave empty, so the form marks exactly that; and the contact
// person, shown only where it is required (not to a minor).
export const RECRUITMENT_REQUIRED = new Set([
  ...Object.entries(recruitmentShapeSchema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success && !field.safeParse('').success)
    .map(([name]) => name),
  'contact',
]);

/** What the browser form holds before validation: any field may still be empty. */
export type RecruitmentValues = Partial<z.input<typeof recruitmentShapeSchema>>;

export const RECRUITMENT_TEXT_FIELDS = Object.keys(recruitmentShapeSchema.shape).filter(
  (name) => !(RECRUITMENT_IMAGE_FIELDS as readonly string[]).includes(name),
);
