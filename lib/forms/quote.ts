import * as z from '@/lib/zod';
import { validateWith } from './field-errors';
import { boardIdField, idNumber, requiredText } from './fields';
import { honeypotField } from './honeypot';
import { ID_PATTERN } from '@/lib/ids';
import { MARKS } from '@/lib/selection/marks';
import { MAX_FAVORITES, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from '@agency/rules/limits';

// Only ids: the server names the talents from the agency's catalogue.
const wrong = { error: 'invalidOption' } as const;
const favoritesField = z
  .array(z.object({ id: idNumber }, wrong), {
    error: (issue) => (issue.input == null ? 'favoritesRequired' : 'invalidOption'),
  })
  .min(1, { error: 'favoritesRequired' })
  .max(MAX_FAVORITES, { error: 'tooManyFavorites' });

const marksField = z.record(z.string().regex(ID_PATTERN, wrong), z.enum(MARKS, wrong), wrong);

/** The server keeps only its ids and writes the agency a link of its own. */
const selectionField = z.string(wrong).max(MAX_URL_LENGTH, wrong).url(wrong);

// Strict: a field the form does not have is refused.
export const quoteSchema = z
  .strictObject({
    name: requiredText(),
    phone: requiredText(),
    message: requiredText(MAX_TEXT_LENGTH),
    favorites: favoritesField,
    marks: marksField.optional(),
    selection: selectionField.optional(),
    /** A review board's quote: the server adds its tallies and comments, and its address. */
    board: boardIdField(wrong.error).optional(),
    website: honeypotField,
  })
  .refine(
    ({ favorites, marks }) => {
      if (!marks) return true;
      const quoted = new Set(favorites.map((t) => String(t.id)));
      return Object.keys(marks).every((id) => quoted.has(id));
    },
    { error: 'invalidOption', path: ['marks'] },
  );

export type QuoteInput = z.input<typeof quoteSchema>;

export const QUOTE_FIELDS = Object.keys(quoteSchema.shape);

/** The one check of the quote, in the browser's resolver and in its Server Action. */
export const validateQuote = (values: unknown) => validateWith(quoteSchema, values);
