import { describe, expect, it } from 'vitest';
import { MAX_FIELD_LENGTH } from '@agency/rules/limits';
import { recruitmentFieldsSchema, validateRecruitment } from '@/lib/forms/recruitment';
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

describe('validateRecruitment', () => {
  const today = () => new Date('2026-11-23T12:00:00Z');
  const rules = { minAge: 14, today };
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
  const guardian = {
    guardian_name: 'Rita Lima',
    guardian_relationship: 'mother',
    guardian_email: 'rita@example.com',
    guardian_phone: '+55 11 95555-0000',
    guardian_consent: true,
  };
  const refused = (values: Record<string, unknown>) => {
    const result = validateRecruitment(values, rules);
    return result.ok ? {} : result.errors;
  };

  it('accepts a complete adult application', () => {
    expect(validateRecruitment(complete, rules)).toEqual({ ok: true, data: complete });
  });

  it('requires the four photos and the privacy version with the fields', () => {
    expect(refused(without(without(complete, 'image_2'), 'privacy_version'))).toEqual({
      image_2: 'fileRequired',
      privacy_version: 'required',
    });
  });

  it('refuses a 13-year-old on the birth date alone, whatever else is right', () => {
    expect(refused({ ...complete, birthdate: '2013-06-01' })).toEqual({ birthdate: 'tooYoung' });
  });

  it("refuses a minor without a guardian, field by field, and the guardian's consent unticked", () => {
    expect(refused({ ...complete, birthdate: '2010-05-10' })).toEqual({
      guardian_name: 'required',
      guardian_relationship: 'required',
      guardian_email: 'required',
      guardian_phone: 'required',
      guardian_consent: 'guardianConsentRequired',
    });
    expect(
      refused({ ...complete, birthdate: '2010-05-10', ...guardian, guardian_consent: false }),
    ).toEqual({ guardian_consent: 'guardianConsentRequired' });
  });

  it('says the age rule with the refusals of other fields, in one pass', () => {
    // The reason this is one function: zod alone would skip the rule once a field failed.
    expect(refused({ ...complete, birthdate: '2010-05-10', name: '', image_1: undefined })).toEqual(
      {
        name: 'required',
        image_1: 'fileRequired',
        guardian_name: 'required',
        guardian_relationship: 'required',
        guardian_email: 'required',
        guardian_phone: 'required',
        guardian_consent: 'guardianConsentRequired',
      },
    );
  });

  it('requires the evaluation consent at any age', () => {
    expect(refused(without(complete, 'consent_evaluation'))).toEqual({
      consent_evaluation: 'consentRequired',
    });
  });

  it("asks an adult for a contact person, and gives a minor's the guardian's name, asked once", () => {
    expect(refused(without(complete, 'contact'))).toEqual({ contact: 'required' });
    const minor = { ...without(complete, 'contact'), birthdate: '2010-05-10', ...guardian };
    const accepted = validateRecruitment(minor, rules);
    expect(accepted.ok && accepted.data.contact).toBe('Rita Lima');
    // Whatever an earlier birth date left in the hidden field, the guardian is the contact.
    const again = validateRecruitment({ ...minor, contact: 'Old text' }, rules);
    expect(again.ok && again.data.contact).toBe('Rita Lima');
  });

  it("neither checks nor keeps an adult's guardian fields, typed before the birth date changed", () => {
    const adult = { ...complete, ...guardian, guardian_email: 'not an address' };
    expect(validateRecruitment(adult, rules)).toEqual({ ok: true, data: complete });
  });

  it('refuses a field the form does not have', () => {
    expect(refused({ ...complete, admin: 'yes' })).toEqual({ admin: 'unknownField' });
  });

  it('follows the minimum age it is given', () => {
    expect(refused({ ...complete, birthdate: '2010-05-10', ...guardian })).toEqual({});
    const older = validateRecruitment(
      { ...complete, birthdate: '2010-05-10', ...guardian },
      { minAge: 17, today },
    );
    expect(older).toEqual({ ok: false, errors: { birthdate: 'tooYoung' } });
  });
});
