import {
  recruitmentAgePath,
  recruitmentSafetySchema,
  GUARDIAN_FIELDS,
  type SafetyRules,
} from '@agency/rules/safety';

// The safety part of an application (age, guardian, consents), checked with
// the schema the site uses (@agency/rules) so a request that never went through the site meets
// the same rule, and reshaped into what the agency keeps.

/** The text fields of the safety part, as form data carries them. */
export const SAFETY_TEXT = [
  ...GUARDIAN_FIELDS,
  'consent_evaluation',
  'consent_promotion',
  'privacy_version',
] as const;

type Errors = Record<string, string[]>;

type Consent = { given: boolean; at: string; privacy_version: string };

/** What is stored besides the application's other fields. */
export type SafetyRecord = {
  minor: boolean;
  fields: {
    consents: { evaluation: Consent; promotion: Consent };
    guardian?: {
      name: string;
      relationship: string;
      email: string;
      phone: string;
      consent: Consent;
      /** The agency contacts the guardian; until confirmed the application is kept 15 days only. */
      status: 'pending';
    };
  };
};

/**
 * Checks the safety part of `fields` (birth date included), adding the codes
 * of what is wrong to `errors` (the schema's message keys: `tooYoung`,
 * `required`, `guardianConsentRequired`, `consentRequired`...). Returns the
 * record to store, or undefined when something was wrong. Consents carry
 * `privacyVersion` when given (the version the API publishes now).
 */
export function checkSafety(
  fields: Record<string, unknown>,
  rules: SafetyRules,
  errors: Errors,
  privacyVersion: string | null,
): SafetyRecord | undefined {
  const parsed = recruitmentSafetySchema(rules).safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '_');
      if (!errors[field]?.includes(issue.message)) (errors[field] ??= []).push(issue.message);
    }
    return undefined;
  }
  const data = parsed.data;
  const at = (rules.today ?? (() => new Date()))().toISOString();
  const consent = (given: boolean | undefined): Consent => ({
    given: given === true,
    at,
    // The version this API publishes, not the one a client claims it showed.
    privacy_version: privacyVersion ?? data.privacy_version,
  });
  const minor = recruitmentAgePath(data.birthdate, rules) === 'minor';
  return {
    minor,
    fields: {
      consents: {
        evaluation: consent(data.consent_evaluation),
        promotion: consent(data.consent_promotion),
      },
      // An adult's guardian fields, if a client sent any, are not kept.
      ...(minor
        ? {
            guardian: {
              name: data.guardian_name ?? '',
              relationship: data.guardian_relationship ?? '',
              email: data.guardian_email ?? '',
              phone: data.guardian_phone ?? '',
              consent: consent(data.guardian_consent),
              status: 'pending' as const,
            },
          }
        : {}),
    },
  };
}
