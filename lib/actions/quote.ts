'use server';

import { parseJson } from '@agency/rules/json';
import { AGENCY_LIMITS } from '@agency/rules/limits';
import type * as z from '@/lib/zod';
import { QUOTE_FIELDS, quoteSchema, validateQuote } from '@/lib/forms/quote';
import { parseId } from '@/lib/ids';
import { FORM_ERROR_KEY } from '@/lib/forms/field-errors';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/routing';
import { idsOfLink, selectionPath } from '@/lib/selection/link';
import { marksOf, marksSearch } from '@/lib/selection/marks';
import { pathFor } from '@/lib/i18n/paths';
import { boardSummaries, withReviews } from '@/lib/review-boards/quote-summary';
import { readBoard } from '@/lib/review-store/boards';
import { absoluteUrl } from '@/lib/seo/url';
import { siteDb } from '@/lib/site-db';
import { checkFavorites, type Checked } from './form-catalogue';
import { submitForm } from './submit';

const TYPED = ['name', 'phone', 'message', 'website'];

type Quote = z.output<typeof quoteSchema>;

async function checkQuote(
  { selection, marks, board, ...data }: Quote,
  lang: Locale,
): Promise<Checked<Record<string, unknown>>> {
  const checked = await checkFavorites(data.favorites, lang);
  if (!checked.ok) return checked;
  if (board) return withBoard(board, { ...data, favorites: checked.data }, lang);
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

/**
 * A review board's quote: each talent goes with the team's tally, names and comments, and the
 * board's address is the selection the agency opens, where everything is whole.
 */
async function withBoard(
  id: string,
  data: Omit<Quote, 'favorites' | 'selection' | 'marks' | 'board'> & {
    favorites: Array<{ id: number }>;
  },
  lang: Locale,
): Promise<Checked<Record<string, unknown>>> {
  const board = await readBoard(await siteDb(), id, new Date());
  const onBoard = new Set(board?.talentIds);
  if (!board || !data.favorites.every((talent) => onBoard.has(talent.id))) {
    // Gone, or not this board's talents: nothing a field could fix.
    return { ok: false, errors: { [FORM_ERROR_KEY]: 'invalidOption' } };
  }
  const favorites = withReviews(
    data.favorites,
    boardSummaries(board),
    AGENCY_LIMITS.favoritesChars,
  );
  if (!favorites) return { ok: false, errors: { favorites: 'tooManyFavorites' } };
  const address = pathFor(lang, { pathname: '/review/[board]', params: { board: id } });
  return { ok: true, data: { ...data, favorites, selection: absoluteUrl(address) } };
}

// The talents are the `favorites` ids the form holds (favorites or a shared selection's); the
// server names every one from the catalogue before anything is sent. Parse, validate with the
// browser's own check, send, answer (submitForm).
export async function sendQuote(_previous: FormState, formData: FormData): Promise<FormState> {
  const typed = textFields(formData, TYPED);
  const { marks, selection, board } = textFields(formData, ['marks', 'selection', 'board']);
  const ids = formData.getAll('favorites').filter((id) => typeof id === 'string');
  const values = {
    ...typed,
    // Text that is no id stays text, so the validation names the field.
    favorites: ids.map((id) => ({ id: parseId(id) ?? id })),
    ...(marks ? { marks: parseJson(marks) ?? marks } : {}),
    ...(selection ? { selection } : {}),
    ...(board ? { board } : {}),
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
