import { z } from 'zod';
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

/**
 * Country, state, city and category are chosen from lists loaded from the API
 * and are submitted as `{ label, value }`.
 */
export type LabelValue = { label: string; value: string | number };

function isBlank(input: unknown): boolean {
  if (input === undefined || input === null || input === '') return true;
  if (typeof input !== 'object') return false;
  const value = (input as { value?: unknown }).value;
  return value === undefined || value === null || value === '';
}

export function isLabelValue(input: unknown): input is LabelValue {
  if (typeof input !== 'object' || input === null) return false;
  const { label, value } = input as { label?: unknown; value?: unknown };
  return (
    typeof label === 'string' &&
    label.length <= MAX_FIELD_LENGTH &&
    ((typeof value === 'string' && value.trim() !== '' && value.length <= MAX_FIELD_LENGTH) ||
      (typeof value === 'number' && Number.isFinite(value)))
  );
}

// z.custom (not z.object) keeps the error on the field itself rather than on
// `country.value`, and returns the chosen option object unchanged.
const labelValueError = (issue: { input?: unknown }) =>
  isBlank(issue.input) ? 'required' : 'invalidOption';

export function requiredLabelValue() {
  return z.custom<LabelValue>(isLabelValue, { error: labelValueError });
}

/** Optional: null (a cleared select) and undefined both mean "not chosen". */
export function optionalLabelValue() {
  return z
    .custom<LabelValue | null | undefined>((input) => isBlank(input) || isLabelValue(input), {
      error: 'invalidOption',
    })
    .optional();
}
