import { oneOf } from '@/lib/one-of';

/** In the order the list's toggle shows them. */
export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];

export const isGender = oneOf(GENDERS);

/** 'undefined' is the agency API's value for non-binary (labelled so by `Options.gender.*`). */
export const GENDER_ANSWERS = ['woman', 'man', 'undefined'] as const;
export type GenderAnswer = (typeof GENDER_ANSWERS)[number];
