'use server';

import type { FormState } from '@/components/forms/formState';
import { contactSchema } from '@/lib/forms/contact';
import { textFields } from '@/lib/forms/form-data';
import { runFormAction } from '@/lib/route-handlers/form-action';

/** The contact form, posted before or without its scripts (see form-action.ts). */
export async function sendContact(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, Object.keys(contactSchema.shape));
  return runFormAction(
    {
      kind: 'contact',
      route: 'contact form action',
      locale: formData.get('lang'),
      schema: contactSchema,
      values: typed,
    },
    typed,
  );
}
