import { z } from '@/lib/zod';
import { idNumber, requiredText } from './fields';
import { honeypotField } from './honeypot';
import { ID_PATTERN } from '@/lib/ids';
import { MARKS } from '@/lib/selection/marks';
import {
  MAX_FAVORITES,
  MAX_FIELD_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from '@agency/rules/limits';

// A favorite as the browser keeps it. Only its id is used: the server looks
// the talent up in the agency's catalogue and sends the agency the name,
// category and profile link from there. Name and cover are accepted (the page
// sends what it stores) within sane lengths; other fields are dropped.
const wrong = { error: 'invalidOption' } as const;
const quoteTalentSchema = z.object(
  {
    id: idNumber,
    name: z.string(wrong).max(MAX_FIELD_LENGTH, wrong).optional(),
    cover: z.string(wrong).max(MAX_URL_LENGTH, wrong).nullish(),
  },
  wrong,
);

type QuoteTalent = z.output<typeof quoteTalentSchema>;

export type QuoteTalents = QuoteTalent[] | Record<string, QuoteTalent>;

function isEmptyList(input: unknown): boolean {
  if (input === undefined || input === null) return true;
  if (Array.isArray(input)) return input.length === 0;
  return typeof input === 'object' && Object.keys(input).length === 0;
}

/** The favorites as a list, whichever form (stored map or array) was sent. */
export function quoteTalents(favorites: QuoteTalents): QuoteTalent[] {
  return Array.isArray(favorites) ? favorites : Object.values(favorites);
}

/**
 * Accepts the favorites map as stored (keyed by talent id) or a plain array,
 * so the page can submit its state as it is; at most as many talents as the
 * agency API takes in one request.
 */
const favoritesField = z
  .union([z.array(quoteTalentSchema), z.record(z.string(), quoteTalentSchema)], {
    error: (issue) => (isEmptyList(issue.input) ? 'favoritesRequired' : 'invalidOption'),
  })
  .refine((favorites) => quoteTalents(favorites).length > 0, {
    error: 'favoritesRequired',
    abort: true,
  })
  .refine((favorites) => quoteTalents(favorites).length <= MAX_FAVORITES, {
    error: 'tooManyFavorites',
  });

/** The client's decision per talent id (as text); only talents of the quote may be marked. */
const marksField = z.record(z.string().regex(ID_PATTERN, wrong), z.enum(MARKS, wrong), wrong);

/**
 * The link of the selection the quote comes from (its address as the browser
 * shows it). The server keeps only the ids in it and sends the agency a link
 * it writes itself, on the site's own address.
 */
const selectionField = z.string(wrong).max(MAX_URL_LENGTH, wrong).url(wrong);

/** Favorites quote form: name, phone, message and at least one talent, with the client's marks. */
export const favoritesQuoteSchema = z
  .object({
    name: requiredText(),
    phone: requiredText(),
    message: requiredText(MAX_TEXT_LENGTH),
    favorites: favoritesField,
    marks: marksField.optional(),
    selection: selectionField.optional(),
    website: honeypotField,
  })
  .refine(
    ({ favorites, marks }) => {
      if (!marks) return true;
      const quoted = new Set(quoteTalents(favorites).map((t) => String(t.id)));
      return Object.keys(marks).every((id) => quoted.has(id));
    },
    { error: 'invalidOption', path: ['marks'] },
  );

export type FavoritesQuoteInput = z.input<typeof favoritesQuoteSchema>;
