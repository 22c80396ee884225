'use server';

import { CONTACT_FIELDS, validateContact } from '@/lib/forms/contact';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { submitForm } from './submit';

// Parse, validate with the browser's own check, send, answer (submitForm).
export async function sendContact(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, CONTACT_FIELDS);
  return submitForm({
    kind: 'contact',
    locale: formData.get('lang'),
    validated: validateContact(typed),
    fields: CONTACT_FIELDS,
    typed,
  });
}
