import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/forms/contact';
import { isBot } from '@/lib/forms/honeypot';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from '@agency/rules/limits';
import { errorFor, without } from './helpers';

const valid = { name: 'Ana Souza', phone: '+55 11 99999-0000', message: 'I would like a quote.' };

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.safeParse({ ...valid, name: '  Ana Souza  ', website: '' });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Ana Souza');
  });

  it.each(['name', 'phone', 'message'])('requires %s', (field) => {
    expect(errorFor(contactSchema, without(valid, field), field)).toBe('required');
    expect(errorFor(contactSchema, { ...valid, [field]: '' }, field)).toBe('required');
    expect(errorFor(contactSchema, { ...valid, [field]: '   ' }, field)).toBe('required');
  });

  it('rejects text over the limits', () => {
    expect(
      errorFor(contactSchema, { ...valid, name: 'a'.repeat(MAX_FIELD_LENGTH + 1) }, 'name'),
    ).toBe('tooLong');
    expect(
      contactSchema.safeParse({ ...valid, message: 'a'.repeat(MAX_TEXT_LENGTH) }).success,
    ).toBe(true);
    expect(
      errorFor(contactSchema, { ...valid, message: 'a'.repeat(MAX_TEXT_LENGTH + 1) }, 'message'),
    ).toBe('tooLong');
  });
});

describe('honeypot', () => {
  it('is accepted by the schema so a bot sees a normal answer', () => {
    const result = contactSchema.safeParse({ ...valid, website: 'http://spam.example' });
    expect(result.success).toBe(true);
    expect(isBot(result.data ?? {})).toBe(true);
  });

  it('flags only a filled honeypot', () => {
    expect(isBot({})).toBe(false);
    expect(isBot({ website: '' })).toBe(false);
    expect(isBot({ website: '  ' })).toBe(false);
    expect(isBot({ website: null })).toBe(false);
    expect(isBot({ website: 'x' })).toBe(true);
  });
});
