import * as z from 'zod';
import { agePath, type AgePath } from './age.ts';
import { MAX_FIELD_LENGTH } from './limits.ts';
import { optionalText } from './text.ts';

// The safety part of a recruitment application: the guardian of a minor and
// the two consents. One rule (safetyIssues) for the browser, the site's Server
// Action and the agency API, so a request that skips the browser meets it too.
// Messages are keys of the `Validation` namespace.

export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'legalGuardian', 'other'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** The message keys of the rules below, also the agency API's error codes for them. */
export const SAFETY_ERRORS = ['tooYoung', 'guardianConsentRequired', 'consentRequired'] as const;

/** Required, in this order, when the applicant is a minor; ignored for an adult. */
export const GUARDIAN_FIELDS = [
  'guardian_name',
  'guardian_relationship',
  'guardian_email',
  'guardian_phone',
  'guardian_consent',
] as const;

/** A checkbox: a boolean in the browser, 'true' or 'false' once sent as form data. */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'invalidOption',
  })
  .optional();

const emailCheck = z.email();

/** Fields added to the recruitment form; whether they are required depends on the age. */
export const recruitmentSafetyShape = {
  guardian_name: optionalText(),
  guardian_relationship: z
    .union([z.enum(GUARDIAN_RELATIONSHIPS), z.literal('')], { error: 'invalidOption' })
    .optional(),
  guardian_email: optionalText().refine((value) => !value || emailCheck.safeParse(value).success, {
    error: 'invalidEmail',
  }),
  guardian_phone: optionalText(),
  guardian_consent: checkbox,
  /** The evaluation of the application: without it there is nothing to evaluate. */
  consent_evaluation: checkbox,
  /** Use of the photos in the agency's promotion: optional, off unless ticked. */
  consent_promotion: checkbox,
  /** The version of the privacy text the visitor was shown next to the boxes. */
  privacy_version: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_FIELD_LENGTH, { error: 'tooLong' }),
};

// Read from the raw input too (a form with a refused field), so values are `unknown`.
type SafetyValues = {
  birthdate?: unknown;
  guardian_name?: unknown;
  guardian_relationship?: unknown;
  guardian_email?: unknown;
  guardian_phone?: unknown;
  guardian_consent?: unknown;
  consent_evaluation?: unknown;
};

/** A ticked box, as the browser holds it or as form data carries it. */
const ticked = (value: unknown) => value === true || value === 'true';

/** A filled text field: something visible once trimmed. */
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What the agency API and the site's route need: the minimum age and a clock. */
export type SafetyRules = { minAge: number; today?: () => Date };

type Issue = { path: string; message: string };

/**
 * What is wrong with an application's safety part: under the minimum age the
 * birth date is refused (nothing else matters); under 18 every guardian
 * field and the guardian's own consent are required; at any age the
 * evaluation consent is required. An invalid birth date is its own field's
 * problem and is not repeated here.
 */
export function safetyIssues(values: SafetyValues, rules: SafetyRules): Issue[] {
  const path = recruitmentAgePath(values.birthdate, rules);
  if (path === 'tooYoung') return [{ path: 'birthdate', message: 'tooYoung' }];
  const issues: Issue[] = [];
  if (path === 'minor') {
    for (const field of GUARDIAN_FIELDS) {
      if (field === 'guardian_consent') {
        if (!ticked(values.guardian_consent))
          issues.push({ path: field, message: 'guardianConsentRequired' });
      } else if (!filled(values[field])) issues.push({ path: field, message: 'required' });
    }
  }
  if (!ticked(values.consent_evaluation))
    issues.push({ path: 'consent_evaluation', message: 'consentRequired' });
  return issues;
}

/** The age path of a submitted birth date, or null when it is not a usable date. */
export function recruitmentAgePath(birthdate: unknown, rules: SafetyRules): AgePath | null {
  if (typeof birthdate !== 'string') return null;
  return agePath(birthdate, rules.minAge, (rules.today ?? (() => new Date()))());
}

/**
 * safetyIssues as a zod check of the safety part, for the agency API. `when`
 * lets it run after other fields failed (it then sees the raw input, hence the
 * `unknown` values above); zod still skips it once a field stopped at its
 * first reason (`abort`), which is why the site's form calls safetyIssues
 * beside its schema instead (validateRecruitment), in the browser and in its
 * Server Action alike.
 */
export function refineSafety(rules: SafetyRules) {
  return z.superRefine<SafetyValues>(
    (values, ctx) => {
      for (const issue of safetyIssues(values, rules))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: values });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** The safety part on its own, as the agency API checks it (birth date beside it). */
export function recruitmentSafetySchema(rules: SafetyRules) {
  return z
    .object({ birthdate: z.string().optional(), ...recruitmentSafetyShape })
    .check(refineSafety(rules));
}
