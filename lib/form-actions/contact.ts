'use server';

import { contactSchema } from '@/lib/forms/contact';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { submitForm } from './submit';

/** The contact form's one door, posted by the page's scripts or by the browser alone. */
export async function sendContact(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, Object.keys(contactSchema.shape));
  return submitForm({
    kind: 'contact',
    locale: formData.get('lang'),
    schema: contactSchema,
    values: typed,
    typed,
  });
}
