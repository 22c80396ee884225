import { describe, expect, it } from 'vitest';
import { ageOn, agePath } from '../src/age.ts';
import { recruitmentSafetySchema, safetyIssues } from '../src/safety.ts';

const today = new Date('2026-11-23T10:00:00Z');
const rules = { minAge: 14, today: () => today };

describe('ageOn', () => {
  it('counts completed years on the given day', () => {
    expect(ageOn('2012-11-23', today)).toBe(14); // the birthday itself
    expect(ageOn('2012-11-24', today)).toBe(13); // the day before it
    expect(ageOn('2008-11-23', today)).toBe(18);
    expect(ageOn('2008-11-24', today)).toBe(17);
  });

  it('has 29 February birthdays turn a year older on 1 March of a common year', () => {
    expect(ageOn('2012-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(13);
    expect(ageOn('2012-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(14);
  });

  it('refuses dates that do not exist or lie ahead', () => {
    expect(ageOn('2010-02-30', today)).toBeNull();
    expect(ageOn('23/11/2010', today)).toBeNull();
    expect(ageOn('2027-01-01', today)).toBeNull();
  });
});

describe('agePath', () => {
  it('sends 13 away, 14 to 17 to the guardian section and 18 on to the adult form', () => {
    expect(agePath('2012-11-24', 14, today)).toBe('tooYoung');
    expect(agePath('2012-11-23', 14, today)).toBe('minor');
    expect(agePath('2008-11-24', 14, today)).toBe('minor');
    expect(agePath('2008-11-23', 14, today)).toBe('adult');
    expect(agePath('2011-01-01', 16, today)).toBe('tooYoung');
  });
});

const GUARDIAN = {
  guardian_name: 'Ana',
  guardian_relationship: 'mother',
  guardian_email: 'ana@example.com',
  guardian_phone: '1',
  guardian_consent: true,
};

describe('safetyIssues', () => {
  it('refuses under the minimum age on the birth date alone', () => {
    expect(safetyIssues({ birthdate: '2013-06-01', consent_evaluation: true }, rules)).toEqual([
      { path: 'birthdate', message: 'tooYoung' },
    ]);
  });

  it('requires every guardian field of a minor, and the guardian consent ticked', () => {
    const issues = safetyIssues({ birthdate: '2010-05-10', consent_evaluation: true }, rules);
    expect(issues.map((i) => i.path)).toEqual([
      'guardian_name',
      'guardian_relationship',
      'guardian_email',
      'guardian_phone',
      'guardian_consent',
    ]);
    expect(
      safetyIssues({ birthdate: '2010-05-10', consent_evaluation: true, ...GUARDIAN }, rules),
    ).toEqual([]);
  });

  it('asks nothing of an adult but the evaluation consent', () => {
    expect(safetyIssues({ birthdate: '2000-01-01' }, rules)).toEqual([
      { path: 'consent_evaluation', message: 'consentRequired' },
    ]);
    expect(safetyIssues({ birthdate: '2000-01-01', consent_evaluation: 'true' }, rules)).toEqual(
      [],
    );
  });
});

describe('recruitmentSafetySchema', () => {
  it('reads the boxes as form data sends them and checks the guardian e-mail', () => {
    const base = { birthdate: '2010-05-10', privacy_version: 'v1', consent_evaluation: 'true' };
    const sent = { ...base, ...GUARDIAN, guardian_consent: 'true', consent_promotion: 'false' };
    const parsed = recruitmentSafetySchema(rules).parse(sent);
    expect(parsed.guardian_consent).toBe(true);
    expect(parsed.consent_promotion).toBe(false);
    const wrong = recruitmentSafetySchema(rules).safeParse({ ...sent, guardian_email: 'ana' });
    expect(wrong.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['guardian_email', 'invalidEmail'],
    ]);
  });
});
