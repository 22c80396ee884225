'use server';

import { parseJson } from '@agency/rules/json';
import { favoritesQuoteSchema } from '@/lib/forms/favorites';
import { parseId } from '@/lib/ids';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { checkQuote } from './quote-check';
import { submitForm } from './submit';

const TYPED = ['name', 'phone', 'message', 'website'];

/**
 * The quote request's one door. The talents are the `favorites` ids the form
 * holds (the visitor's favorites, or a shared selection's), the client's
 * marks a JSON field and the selection's address a plain one; the server
 * looks every talent up in the catalogue before anything is sent.
 */
export async function sendQuote(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, TYPED);
  const { marks, selection } = textFields(formData, ['marks', 'selection']);
  const ids = formData.getAll('favorites').filter((id) => typeof id === 'string');
  return submitForm({
    kind: 'favorites',
    locale: formData.get('lang'),
    schema: favoritesQuoteSchema,
    values: {
      ...typed,
      // Text that is no id stays text, so the schema names the field.
      favorites: ids.map((id) => ({ id: parseId(id) ?? id })),
      ...(marks ? { marks: parseJson(marks) ?? marks } : {}),
      ...(selection ? { selection } : {}),
    },
    typed,
    check: checkQuote,
  });
}
