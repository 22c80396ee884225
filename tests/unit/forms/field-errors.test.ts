import { describe, expect, it } from 'vitest';
import { contactSchema, validateContact } from '@/lib/forms/contact';
import { quoteSchema, validateQuote } from '@/lib/forms/quote';
import { FORM_ERROR_KEY, fieldErrors, validateWith } from '@/lib/forms/field-errors';
import en from '@/messages/en.json';

describe('fieldErrors', () => {
  it('maps each invalid field to its message key', () => {
    const result = contactSchema.safeParse({ name: 'Ana', phone: '', message: 'x'.repeat(5000) });
    expect(fieldErrors(result.error!)).toEqual({ phone: 'required', message: 'tooLong' });
  });

  it('reports nested issues on their top-level field', () => {
    const result = quoteSchema.safeParse({
      name: 'A',
      phone: '1',
      message: 'm',
      favorites: [{ id: 'x', name: 1 }],
    });
    expect(fieldErrors(result.error!)).toEqual({ favorites: 'invalidOption' });
  });

  it('keeps the first message of a field and names whole-input issues', () => {
    const error = {
      issues: [
        { path: ['email'], message: 'required' },
        { path: ['email'], message: 'invalidEmail' },
        { path: [], message: 'required' },
      ],
    };
    expect(fieldErrors(error)).toEqual({ email: 'required', [FORM_ERROR_KEY]: 'required' });
  });

  it('only produces keys the Validation namespace translates', () => {
    const result = contactSchema.safeParse({});
    for (const key of Object.values(fieldErrors(result.error!))) {
      expect(Object.keys(en.Validation)).toContain(key);
    }
  });

  it("names a field the form does not have, with the site's own key", () => {
    const result = contactSchema
      .strict()
      .safeParse({ name: 'A', phone: '1', message: 'x', admin: 1 });
    expect(fieldErrors(result.error!)).toEqual({ admin: 'unknownField' });
  });
});

describe('validateWith and the forms that use it', () => {
  it('answers the data, or one message key per refused field', () => {
    const contact = { name: ' Ana ', phone: '1', message: 'Hi' };
    expect(validateWith(contactSchema, contact)).toEqual({
      ok: true,
      data: { ...contact, name: 'Ana' },
    });
    expect(validateContact({ ...contact, phone: ' ' })).toEqual({
      ok: false,
      errors: { phone: 'required' },
    });
  });

  it('refuses a field the form does not have, as the action must', () => {
    expect(validateContact({ name: 'A', phone: '1', message: 'x', admin: 1 })).toEqual({
      ok: false,
      errors: { admin: 'unknownField' },
    });
    const quote = { name: 'A', phone: '1', message: 'x', favorites: [{ id: 7 }] };
    expect(validateQuote(quote).ok).toBe(true);
    expect(validateQuote({ ...quote, price: '0' })).toEqual({
      ok: false,
      errors: { price: 'unknownField' },
    });
  });
});
