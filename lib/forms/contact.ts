import { z } from '@/lib/zod';
import { requiredText } from './fields';
import { honeypotField } from './honeypot';
import { MAX_TEXT_LENGTH } from '@agency/rules/limits';

/** Contact form: name, phone and message, all required. */
export const contactSchema = z.object({
  name: requiredText(),
  phone: requiredText(),
  message: requiredText(MAX_TEXT_LENGTH),
  website: honeypotField,
});

/** What the form holds and its Server Action receives. */
export type ContactInput = z.input<typeof contactSchema>;
