import * as z from '@/lib/zod';
import { BOARD_ID_PATTERN, ID_PATTERN, MAX_ID } from '@/lib/ids';
import { MAX_FIELD_LENGTH } from '@agency/rules/limits';
import { cleanText, looksEmpty } from '@agency/rules/text';

// Text is cleaned first so "   " or zero-width spaces count as empty; `abort` makes a field
// report one reason, the first.

export function requiredText(max: number = MAX_FIELD_LENGTH) {
  return z
    .string({ error: 'required' })
    .overwrite(cleanText)
    .refine((value) => !looksEmpty(value), { error: 'required', abort: true })
    .max(max, { error: 'tooLong' });
}

/**
 * A review board's id, by its shape only (the store looks it up); `error`: what the form calls a
 * wrong one.
 */
export function boardIdField(error: string) {
  return z.string({ error }).regex(BOARD_ID_PATTERN, { error });
}

export function requiredChoice(values: ReadonlySet<string>) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((value) => values.has(value), { error: 'invalidOption' });
}

/** An optional select: '' means "not chosen"; anything else must be listed. */
export function optionalChoice(values: ReadonlySet<string>) {
  return z
    .string({ error: 'invalidOption' })
    .trim()
    .refine((value) => value === '' || values.has(value), { error: 'invalidOption' })
    .optional();
}

/** What the agency receives for a place or category: the catalogue's label and id. */
export type LabelValue = { label: string; value: string | number };

// Country, state, city and category are chosen from the agency's lists by id;
// the server names them from its catalogue (form-catalogue.ts).

export const idNumber = z
  .int({ error: 'invalidOption' })
  .positive({ error: 'invalidOption' })
  .max(MAX_ID, { error: 'invalidOption' });

export function requiredId() {
  return z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'invalidOption') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(ID_PATTERN, { error: 'invalidOption' });
}

export function optionalId() {
  return z
    .string({ error: 'invalidOption' })
    .trim()
    .refine((value) => value === '' || ID_PATTERN.test(value), { error: 'invalidOption' })
    .optional();
}
