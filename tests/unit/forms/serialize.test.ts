import { describe, expect, it } from 'vitest';
import { toSubmission } from '@/lib/forms/serialize';

describe('toSubmission', () => {
  it('omits empty values and the honeypot', () => {
    expect(
      toSubmission({
        name: 'Ana',
        drt: '',
        tiktok: '   ',
        city: null,
        hair: undefined,
        website: 'spam',
      }),
    ).toEqual({ name: 'Ana' });
  });

  it('JSON-encodes the label/value choices', () => {
    const submission = toSubmission({
      country: { label: 'Brasil', value: 31 },
      category: { label: 'Modelo', value: '1' },
    });
    expect(submission.country).toBe('{"label":"Brasil","value":31}');
    expect(JSON.parse(submission.category ?? '')).toEqual({ label: 'Modelo', value: '1' });
  });

  it('leaves strings as they are and stringifies numbers', () => {
    expect(toSubmission({ shoes: '37.5', message: 'Hi  there', age: 30 })).toEqual({
      shoes: '37.5',
      message: 'Hi  there',
      age: '30',
    });
  });

  it('JSON-encodes the favorites and skips photos', () => {
    const submission = toSubmission({
      favorites: [{ id: 7, name: 'Bia' }],
      image_1: { name: 'a.png', type: 'image/png', size: 10 },
    });
    expect(submission).toEqual({ favorites: '[{"id":7,"name":"Bia"}]' });
  });
});
