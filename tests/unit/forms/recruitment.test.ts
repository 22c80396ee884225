import { describe, expect, it } from 'vitest';
import { MAX_FIELD_LENGTH } from '@agency/rules/limits';
import { recruitmentFieldsSchema, recruitmentSchemaFor } from '@/lib/forms/recruitment';
import { errorFor, without } from './helpers';

const valid = {
  name: 'Carla Dias',
  email: 'carla@example.com',
  phone: '+55 11 98888-0000',
  contact: 'WhatsApp',
  country: '31',
  state: '26',
  gender: 'woman',
  category: '1',
  birthdate: '2001-04-17',
  height: '178',
  jeans: '38',
  waist: '62',
  hips: '90',
  bust: '84',
  shoes: '37.5',
};

// The contact person is required by the whole schema, of an adult only (below).
const REQUIRED = [
  'name',
  'email',
  'phone',
  'country',
  'state',
  'gender',
  'category',
  'birthdate',
  'height',
  'jeans',
  'waist',
  'hips',
  'bust',
  'shoes',
];

describe('recruitmentFieldsSchema', () => {
  it('accepts the required fields alone', () => {
    expect(recruitmentFieldsSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts every optional field, filled or left empty by the inputs', () => {
    const filled = {
      ...valid,
      city: '123',
      drt: '12345/SP',
      instagram: '@carla',
      tiktok: '@carla.d',
      address: 'Rua A, 1',
      message: 'Hello',
      hair: 'Auburn',
      eyes: 'Hazel',
      suit: '40',
      shirt: '2.5',
      weight: '60',
      linktowork_a: 'https://example.com/book',
      linktowork_b: '',
      linktowork_c: '',
      website: '',
    };
    expect(recruitmentFieldsSchema.safeParse(filled).success).toBe(true);
    const blank = { ...valid, city: '', drt: '', hair: '', eyes: '', weight: '', message: '' };
    expect(recruitmentFieldsSchema.safeParse(blank).success).toBe(true);
  });

  it.each(REQUIRED)('requires %s', (field) => {
    expect(errorFor(recruitmentFieldsSchema, without(valid, field), field)).toBe('required');
    expect(errorFor(recruitmentFieldsSchema, { ...valid, [field]: '' }, field)).toBe('required');
  });

  it('treats a cleared select as missing', () => {
    expect(errorFor(recruitmentFieldsSchema, { ...valid, country: '' }, 'country')).toBe(
      'required',
    );
    expect(errorFor(recruitmentFieldsSchema, { ...valid, state: ' ' }, 'state')).toBe('required');
  });

  it.each(['carla', 'carla@', 'carla@example', 'carla example@x.com'])(
    'rejects the email %s',
    (email) => {
      expect(errorFor(recruitmentFieldsSchema, { ...valid, email }, 'email')).toBe('invalidEmail');
    },
  );

  it.each(['17/04/2001', '2001-02-30', '2001-13-01', '2001-4-17', 'yesterday', '1850-01-01'])(
    'rejects the birthdate %s',
    (birthdate) => {
      expect(errorFor(recruitmentFieldsSchema, { ...valid, birthdate }, 'birthdate')).toBe(
        'invalidDate',
      );
    },
  );

  it('rejects a birthdate of today or later', () => {
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const birthdate of [today, nextYear]) {
      expect(errorFor(recruitmentFieldsSchema, { ...valid, birthdate }, 'birthdate')).toBe(
        'invalidDate',
      );
    }
  });

  it('rejects values no select offers', () => {
    const cases: [string, unknown][] = [
      ['gender', 'other'],
      ['height', '250'],
      ['jeans', '34.25'],
      ['shoes', 'big'],
      ['hair', 'Rainbow'],
      ['eyes', 'Purple'],
      ['weight', '1'],
      ['country', 'Brasil'],
      ['category', { label: 'Modelo', value: 1 }],
      ['state', '1234567890'],
    ];
    for (const [field, value] of cases) {
      expect(errorFor(recruitmentFieldsSchema, { ...valid, [field]: value }, field), field).toBe(
        'invalidOption',
      );
    }
  });

  it('rejects text over the limits', () => {
    const long = 'a'.repeat(MAX_FIELD_LENGTH + 1);
    for (const field of ['name', 'contact', 'instagram', 'address']) {
      expect(errorFor(recruitmentFieldsSchema, { ...valid, [field]: long }, field)).toBe('tooLong');
    }
  });
});

describe('recruitmentSchemaFor', () => {
  it('requires the four photos and the privacy version with the fields', () => {
    const result = recruitmentSchemaFor({ minAge: 14 }).safeParse(valid);
    expect(result.success).toBe(false);
    const missing = result.error!.issues.map((i) => [i.path[0], i.message]);
    expect(missing).toEqual([
      ['image_1', 'fileRequired'],
      ['image_2', 'fileRequired'],
      ['image_3', 'fileRequired'],
      ['image_4', 'fileRequired'],
      ['privacy_version', 'required'],
    ]);
  });
});

describe('recruitmentSchemaFor: the age rule', () => {
  const photo = { type: 'image/jpeg', size: 1000 };
  const complete = {
    ...valid,
    image_1: photo,
    image_2: photo,
    image_3: photo,
    image_4: photo,
    privacy_version: 'v1',
    consent_evaluation: true,
  };
  const today = () => new Date('2026-11-23T12:00:00Z');

  it('accepts a complete adult application', () => {
    expect(recruitmentSchemaFor({ minAge: 14, today }).safeParse(complete).success).toBe(true);
  });

  it('refuses a 13-year-old and a 16-year-old without guardian, whatever else is right', () => {
    const schema = recruitmentSchemaFor({ minAge: 14, today });
    const young = schema.safeParse({ ...complete, birthdate: '2013-06-01' });
    expect(young.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['birthdate', 'tooYoung'],
    ]);
    const minor = schema.safeParse({ ...complete, birthdate: '2010-05-10' });
    expect(minor.error?.issues.map((i) => i.path[0])).toEqual([
      'guardian_name',
      'guardian_relationship',
      'guardian_email',
      'guardian_phone',
      'guardian_consent',
    ]);
  });

  it("asks an adult for a contact person, and gives a minor's the guardian's name, asked once", () => {
    const schema = recruitmentSchemaFor({ minAge: 14, today });
    const adult = schema.safeParse(without(complete, 'contact'));
    expect(adult.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['contact', 'required'],
    ]);
    const guardian = {
      guardian_name: 'Rita Lima',
      guardian_relationship: 'mother',
      guardian_email: 'rita@example.com',
      guardian_phone: '+55 11 95555-0000',
      guardian_consent: true,
    };
    const minor = { ...without(complete, 'contact'), birthdate: '2010-05-10', ...guardian };
    expect(schema.parse(minor).contact).toBe('Rita Lima');
    // Whatever an earlier birth date left in the hidden field, the guardian is the contact.
    expect(schema.parse({ ...minor, contact: 'Old text' }).contact).toBe('Rita Lima');
  });
});
