// The one definition of gender on the site.
import { oneOf } from '@/lib/one-of';

/** The genders the agency lists talents under, in the order the list's toggle shows them. */
export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];

export const isGender = oneOf(GENDERS);

/**
 * What an applicant may answer on the recruitment form: a gender, or
 * 'undefined', the agency API's value for non-binary (labelled as such
 * through the `Options.gender.*` messages).
 */
export const GENDER_ANSWERS = ['woman', 'man', 'undefined'] as const;
export type GenderAnswer = (typeof GENDER_ANSWERS)[number];
