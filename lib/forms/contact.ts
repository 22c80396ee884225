import { z } from '@/lib/zod';
import { requiredText } from './fields';
import { honeypotField } from './honeypot';
import { MAX_TEXT_LENGTH } from '@agency/rules/limits';

export const contactSchema = z.object({
  name: requiredText(),
  phone: requiredText(),
  message: requiredText(MAX_TEXT_LENGTH),
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;
