import { describe, expect, it } from 'vitest';
import {
  AGENCY_LIMITS,
  MAX_FAVORITES,
  MAX_FIELD_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_TEXT_LENGTH,
} from '@agency/rules/limits';
import { quoteSchema } from '@/lib/forms/quote';
import { errorFor } from './helpers';

const quote = { name: 'Agency X', phone: '1', message: 'Quote' };

// The agency API reads AGENCY_LIMITS itself (@agency/rules): what is left to
// check is that the site's own limits stay within them.
describe('the site and the agency API agree on limits', () => {
  it('never lets through what the agency API refuses', () => {
    expect(MAX_TEXT_LENGTH).toBeLessThanOrEqual(AGENCY_LIMITS.fieldChars);
    expect(MAX_FIELD_LENGTH).toBeLessThanOrEqual(AGENCY_LIMITS.fieldChars);
    expect(MAX_IMAGE_BYTES).toBeLessThanOrEqual(AGENCY_LIMITS.fileBytes);
    expect(MAX_FAVORITES).toBe(AGENCY_LIMITS.favorites);
  });

  it('refuses more favorites than the agency API takes, and never sends what a talent carries besides its id', () => {
    const many = Array.from({ length: MAX_FAVORITES + 1 }, (_, i) => ({ id: i + 1 }));
    expect(errorFor(quoteSchema, { ...quote, favorites: many }, 'favorites')).toBe(
      'tooManyFavorites',
    );
    expect(
      quoteSchema.safeParse({ ...quote, favorites: many.slice(0, MAX_FAVORITES) }).success,
    ).toBe(true);
    const cover = 'x'.repeat(200_000);
    const oversized = quoteSchema.safeParse({ ...quote, favorites: [{ id: 1, cover }] });
    expect(oversized.data?.favorites).toEqual([{ id: 1 }]);
    expect(errorFor(quoteSchema, { ...quote, favorites: [{ id: 'x' }] }, 'favorites')).toBe(
      'invalidOption',
    );
  });
});
