import { z } from '@/lib/zod';
import {
  applicantPath,
  applicantSafetyShape,
  safetyIssues,
  type SafetyRules,
} from '@agency/rules/safety';
import { GENDER_ANSWERS } from '../talents/gender';
import { isPastBirthdate } from './dates';
import { optionalId, requiredId, requiredText } from './fields';
import { imageFileSchema } from './files';
import { honeypotField } from './honeypot';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from '@agency/rules/limits';
import { looksEmpty, optionalText } from '@agency/rules/text';
import { measurementShape } from './measurement-fields';
import { requiredFieldNames } from './required';

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
  // Required of an adult; a minor's is the guardian (applicationIssues, recruitmentSchemaFor).
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

/** Fields, photos, guardian and consents; which of the guardian's are required depends on the age. */
const recruitmentShapeSchema = recruitmentFieldsSchema
  .extend(recruitmentFilesSchema.shape)
  .extend(applicantSafetyShape);

type ApplicationValues = Parameters<typeof safetyIssues>[0] & { contact?: unknown };

/**
 * What the fields alone cannot say: the age rule (safetyIssues) and the
 * contact person, whom an adult names (as does an applicant whose age is not
 * known yet). A minor's contact person is the guardian, whose name the form
 * asked already: nobody types it twice.
 */
export function applicationIssues(values: ApplicationValues, rules: SafetyRules) {
  const issues = safetyIssues(values, rules);
  const path = applicantPath(values.birthdate, rules);
  const named = typeof values.contact === 'string' && !looksEmpty(values.contact);
  if (path !== 'minor' && path !== 'tooYoung' && !named)
    issues.push({ path: 'contact', message: 'required' });
  return issues;
}

/**
 * The whole application, for the browser form and its Server Action: the
 * shape above plus applicationIssues, with the minimum age the site is
 * configured with. `when` lets the rule read the raw input, but zod still
 * skips it once a field has stopped at its first reason: the browser form adds
 * the rule's messages itself then (safetyResolver), so every missing field is
 * said at once; a post without scripts learns of them once the rest is valid.
 * The guardian's name is what the agency receives as a minor's contact person.
 */
export function recruitmentSchemaFor(rules: SafetyRules) {
  return recruitmentShapeSchema
    .check(
      z.superRefine<ApplicationValues>(
        (values, ctx) => {
          for (const { path, message } of applicationIssues(values, rules))
            ctx.addIssue({ code: 'custom', path: [path], message, input: values });
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    )
    .overwrite((data) =>
      applicantPath(data.birthdate, rules) === 'minor'
        ? { ...data, contact: data.guardian_name }
        : data,
    );
}

/**
 * The fields the form marks as required: those its schema refuses to leave
 * empty, and the contact person, shown only where it is required (not to a minor).
 */
export const RECRUITMENT_REQUIRED = new Set([
  ...requiredFieldNames(recruitmentShapeSchema),
  'contact',
]);

/** What the browser form holds before validation: any field may still be empty. */
export type RecruitmentValues = Partial<z.input<typeof recruitmentShapeSchema>>;

/** Every field the form posts besides its photos, by name. */
export const RECRUITMENT_TEXT_FIELDS = Object.keys(recruitmentShapeSchema.shape).filter(
  (name) => !(RECRUITMENT_IMAGE_FIELDS as readonly string[]).includes(name),
);
