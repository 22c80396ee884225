import { describe, expect, it } from 'vitest';
import { recruitmentFieldsSchema } from '@/lib/forms/recruitment';
import { fromSubmission, toSubmission } from '@/lib/forms/serialize';

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

  it('JSON-encodes the label/value choices with only label and value', () => {
    const submission = toSubmission({
      country: { label: 'Brasil', value: 31, extra: true },
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
      favorites: { '7': { id: 7, name: 'Bia', cover: null } },
      image_1: { name: 'a.png', type: 'image/png', size: 10 },
    });
    expect(submission).toEqual({ favorites: '{"7":{"id":7,"name":"Bia","cover":null}}' });
  });
});

describe('fromSubmission', () => {
  it('round-trips the recruitment fields through form data', () => {
    const values = {
      name: 'Carla',
      email: 'carla@example.com',
      phone: '1',
      contact: 'WhatsApp',
      country: { label: 'Brasil', value: 31 },
      state: { label: 'SP', value: 26 },
      city: null,
      gender: 'man',
      category: { label: 'Ator', value: 2 },
      birthdate: '1990-01-31',
      height: '180',
      jeans: '40',
      waist: '80',
      hips: '95',
      bust: '100',
      shoes: '42',
      drt: '',
      website: '',
    };
    const parsed = recruitmentFieldsSchema.safeParse(fromSubmission(toSubmission(values)));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.country).toEqual({ label: 'Brasil', value: 31 });
    expect(parsed.data?.city).toBeUndefined();
  });

  it('keeps text that is not JSON so the schema can reject it', () => {
    expect(fromSubmission({ country: 'Brasil', name: '{"a":1}' })).toEqual({
      country: 'Brasil',
      name: '{"a":1}',
    });
  });
});
