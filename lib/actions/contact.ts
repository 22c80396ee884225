'use server';

import { contactSchema } from '@/lib/forms/contact';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { submitForm } from './submit';

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
