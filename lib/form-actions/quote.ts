'use server';

import type { FormState } from '@/components/forms/formState';
import { favoritesQuoteSchema } from '@/lib/forms/favorites';
import { textFields } from '@/lib/forms/form-data';
import { runFormAction } from '@/lib/route-handlers/form-action';
import { checkQuote } from '@/lib/route-handlers/quote-check';

const TYPED = ['name', 'phone', 'message', 'website'];

/**
 * The quote request, posted before or without its scripts. The talents are
 * the ids the server rendered into the form (a shared selection's); the
 * favorites this browser keeps exist only for the page's scripts, so with
 * none the visitor is told that, with what he typed kept.
 */
export async function sendQuote(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, TYPED);
  const ids = formData.getAll('favorites').filter((id) => typeof id === 'string');
  if (ids.length === 0) return { status: 'needsScripts', fieldErrors: {}, values: typed };
  const favorites = ids.map((id) => ({ id: Number(id) }));
  return runFormAction(
    {
      kind: 'favorites',
      route: 'quote form action',
      locale: formData.get('lang'),
      schema: favoritesQuoteSchema,
      values: { ...typed, favorites },
      check: checkQuote,
    },
    typed,
  );
}
