import { describe, expect, it } from 'vitest';
import { quoteSchema } from '@/lib/forms/quote';
import { errorFor, without } from './helpers';

const valid = {
  name: 'Agency X',
  phone: '+55 11 3333-0000',
  message: 'Campaign in May',
  favorites: [{ id: 7 }],
};

describe('quoteSchema', () => {
  it("keeps only each talent's id: names and pictures come from the catalogue", () => {
    const favorites = [
      { id: 7, name: 'Bia Lima', cover: 'https://cdn.example/7.jpg', category: 'models' },
      { id: 8 },
    ];
    const result = quoteSchema.safeParse({ ...valid, favorites });
    expect(result.success).toBe(true);
    expect(result.data!.favorites).toEqual([{ id: 7 }, { id: 8 }]);
  });

  it.each(['name', 'phone', 'message'])('requires %s', (field) => {
    expect(errorFor(quoteSchema, without(valid, field), field)).toBe('required');
    expect(errorFor(quoteSchema, { ...valid, [field]: ' ' }, field)).toBe('required');
  });

  it.each([
    ['an empty list', []],
    ['nothing', undefined],
    ['null', null],
  ])('asks for at least one favorite when given %s', (_label, favorites) => {
    expect(errorFor(quoteSchema, { ...valid, favorites }, 'favorites')).toBe('favoritesRequired');
  });

  it('rejects a malformed talent', () => {
    const favorites = [{ id: 'seven', name: 'X' }];
    expect(errorFor(quoteSchema, { ...valid, favorites }, 'favorites')).toBe('invalidOption');
  });
});

describe('quoteSchema: marks and selection link', () => {
  const link = 'https://agency.example/en/selection?ids=7';

  it('accepts a mark per quoted talent and the link, also on the server (strict)', () => {
    const values = { ...valid, marks: { 7: 'maybe' }, selection: link };
    expect(quoteSchema.strict().safeParse(values).success).toBe(true);
    // The route validates with .strict(): the rule on marks must hold there too.
    const foreign = { ...values, marks: { 8: 'yes' } };
    expect(quoteSchema.strict().safeParse(foreign).success).toBe(false);
  });

  it('refuses a mark on a talent not quoted, an unknown mark or a link that is no URL', () => {
    expect(errorFor(quoteSchema, { ...valid, marks: { 8: 'yes' } }, 'marks')).toBe('invalidOption');
    expect(quoteSchema.safeParse({ ...valid, marks: { 7: 'perhaps' } }).success).toBe(false);
    expect(errorFor(quoteSchema, { ...valid, selection: 'not a link' }, 'selection')).toBe(
      'invalidOption',
    );
  });
});
