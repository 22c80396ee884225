import * as z from '@/lib/zod';
import { validateWith } from './field-errors';
import { requiredText } from './fields';
import { honeypotField } from './honeypot';
import { MAX_TEXT_LENGTH } from '@agency/rules/limits';

// Strict: a field the form does not have is refused.
export const contactSchema = z.strictObject({
  name: requiredText(),
  phone: requiredText(),
  message: requiredText(MAX_TEXT_LENGTH),
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;

export const CONTACT_FIELDS = Object.keys(contactSchema.shape);

/** The one check of the contact form, in the browser's resolver and in its Server Action. */
export const validateContact = (values: unknown) => validateWith(contactSchema, values);
