import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/forms/contact';
import { recruitmentFieldsSchema } from '@/lib/forms/recruitment';
import { cleanText, looksEmpty } from '@agency/rules/text';
import { errorFor } from './helpers';

const valid = { name: 'Ana', phone: '+55 11 3333-0000', message: 'Hello' };

describe('text that only looks like something', () => {
  it.each([
    ['NUL characters', '\u0000\u0000\u0000'],
    ['zero-width spaces', '\u200B\u200B'],
    ['a byte order mark and joiners', '\uFEFF\u200D\u2060'],
    ['direction marks', '\u200E\u200F'],
    ['a Hangul filler', '\u3164'],
    ['mixed with spaces', ' \u200B\t\u0001 '],
  ])('counts %s as empty', (_, text) => {
    expect(looksEmpty(cleanText(text))).toBe(true);
    expect(errorFor(contactSchema, { ...valid, message: text }, 'message')).toBe('required');
    expect(errorFor(contactSchema, { ...valid, name: text }, 'name')).toBe('required');
  });

  it('keeps real text, its line breaks and emoji, without control characters or edge spaces', () => {
    expect(cleanText('\u200B Ana\u0000 Lima \u200B')).toBe('Ana Lima');
    expect(cleanText('line 1\nline 2')).toBe('line 1\nline 2');
    expect(cleanText('❤️')).toBe('❤️');
    expect(looksEmpty('❤️')).toBe(false);
    const parsed = contactSchema.parse({ ...valid, message: ' Hi\u0000 there ' });
    expect(parsed.message).toBe('Hi there');
  });

  it('turns an invisible optional field into an empty one', () => {
    const result = recruitmentFieldsSchema.shape.instagram.safeParse('\u200B\u200B');
    expect(result).toEqual({ success: true, data: '' });
  });
});
