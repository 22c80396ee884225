'use server';

import { parseJson } from '@agency/rules/json';
import type { z } from '@/lib/zod';
import { QUOTE_FIELDS, quoteSchema, validateQuote } from '@/lib/forms/quote';
import { parseId } from '@/lib/ids';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/routing';
import { idsOfLink, selectionPath } from '@/lib/selection/link';
import { marksOf, marksSearch } from '@/lib/selection/marks';
import { absoluteUrl } from '@/lib/seo/url';
import { checkFavorites, type Checked } from './form-catalogue';
import { submitForm } from './submit';

const TYPED = ['name', 'phone', 'message', 'website'];

async function checkQuote(
  { selection, marks, ...data }: z.output<typeof quoteSchema>,
  lang: Locale,
): Promise<Checked<Record<string, unknown>>> {
  const checked = await checkFavorites(data.favorites, lang);
  if (!checked.ok) return checked;
  // The selection's link is written on the site's own address, from the ids it named and the marks
  // sent with it (so it opens the selection as marked): a link the agency opens is never one a
  // browser wrote.
  const ids = selection ? idsOfLink(selection) : [];
  const quoted = checked.data.map((talent) => talent.id);
  const decided = marks ? marksOf(marks, quoted) : null;
  const link = selectionPath(lang, ids, decided ? marksSearch(decided, ids) : '');
  return {
    ok: true,
    data: {
      ...data,
      favorites: checked.data,
      ...(decided ? { marks: decided } : {}),
      ...(ids.length ? { selection: absoluteUrl(link) } : {}),
    },
  };
}

// The talents are the `favorites` ids the form holds (favorites or a shared selection's); the
// server names every one from the catalogue before anything is sent. Parse, validate with the
// browser's own check, send, answer (submitForm).
export async function sendQuote(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, TYPED);
  const { marks, selection } = textFields(formData, ['marks', 'selection']);
  const ids = formData.getAll('favorites').filter((id) => typeof id === 'string');
  const values = {
    ...typed,
    // Text that is no id stays text, so the validation names the field.
    favorites: ids.map((id) => ({ id: parseId(id) ?? id })),
    ...(marks ? { marks: parseJson(marks) ?? marks } : {}),
    ...(selection ? { selection } : {}),
  };
  return submitForm({
    kind: 'quote',
    locale: formData.get('lang'),
    validated: validateQuote(values),
    fields: QUOTE_FIELDS,
    typed,
    check: checkQuote,
  });
}
