import { z } from 'zod';
import { requiredText } from './fields';
import { honeypotField } from './honeypot';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from './limits';

// Only what the agency needs to identify each talent in the quote request;
// other fields of the stored favorites are dropped rather than forwarded.
const quoteTalentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(MAX_FIELD_LENGTH),
  cover: z.string().nullish(),
});

export type QuoteTalent = z.output<typeof quoteTalentSchema>;

type QuoteTalents = QuoteTalent[] | Record<string, QuoteTalent>;

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
 * so the page can submit its state as it is.
 */
const favoritesField = z
  .union([z.array(quoteTalentSchema), z.record(z.string(), quoteTalentSchema)], {
    error: (issue) => (isEmptyList(issue.input) ? 'favoritesRequired' : 'invalidOption'),
  })
  .refine((favorites) => quoteTalents(favorites).length > 0, { error: 'favoritesRequired' });

/** Favorites quote form (SPEC.md section 5): name, phone, message and at least one talent. */
export const favoritesQuoteSchema = z.object({
  name: requiredText(),
  phone: requiredText(),
  message: requiredText(MAX_TEXT_LENGTH),
  favorites: favoritesField,
  website: honeypotField,
});

export type FavoritesQuoteInput = z.input<typeof favoritesQuoteSchema>;
export type FavoritesQuoteData = z.output<typeof favoritesQuoteSchema>;
