import { z } from '@/lib/zod';
import { ID_PATTERN, MAX_ID } from '@/lib/ids';
import { MAX_FIELD_LENGTH } from '@agency/rules/limits';
import { cleanText, looksEmpty } from '@agency/rules/text';

// Field builders shared by the form schemas. Every message is a key of the
// `Validation` namespace. Text is cleaned first (control characters out,
// ends trimmed) so "   " or a run of zero-width spaces counts as empty;
// `abort` stops later checks so a field reports one reason, the first.

/** A required text field: missing or blank -> 'required', over `max` -> 'tooLong'. */
export function requiredText(max: number = MAX_FIELD_LENGTH) {
  return z
    .string({ error: 'required' })
    .overwrite(cleanText)
    .refine((value) => !looksEmpty(value), { error: 'required', abort: true })
    .max(max, { error: 'tooLong' });
}

/** A required select whose values come from a fixed option list. */
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

/** An id sent as a number (a favorite, a place asked for): above zero, within ID_PATTERN. */
export const idNumber = z
  .int({ error: 'invalidOption' })
  .positive({ error: 'invalidOption' })
  .max(MAX_ID, { error: 'invalidOption' });

/** A required choice from one of the agency's lists: its id. */
export function requiredId() {
  return z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'invalidOption') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(ID_PATTERN, { error: 'invalidOption' });
}

/** An optional one: '' means "not chosen". */
export function optionalId() {
  return z
    .string({ error: 'invalidOption' })
    .trim()
    .refine((value) => value === '' || ID_PATTERN.test(value), { error: 'invalidOption' })
    .optional();
}
