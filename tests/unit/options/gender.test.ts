import { describe, expect, it } from 'vitest';
import { recruitmentFieldsSchema } from '@/lib/forms/recruitment';
import type { Locale } from '@/lib/i18n/routing';
import { GENDER_ANSWERS, isGender } from '@/lib/talents/gender';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { errorFor } from '../forms/helpers';

// The recruitment form's gender select shows each answer with its
// `Options.gender.<value>` message (components/forms/recruitment/PersonalFields.tsx).
const messages = { pt, en, es };
const offered = (locale: Locale) =>
  GENDER_ANSWERS.map((value) => [value, messages[locale].Options.gender[value]]);

/** The recruitment form's own answer to a gender: undefined when it is taken. */
const formError = (gender: unknown) => errorFor(recruitmentFieldsSchema, { gender }, 'gender');

const strangers: unknown[] = [
  'Woman',
  'MAN',
  ' man',
  'other',
  'non-binary',
  'Female',
  'null',
  0,
  ['man'],
  { value: 'man' },
  'toString',
  '__proto__',
];

describe('gender options of the recruitment form', () => {
  it('offers woman, man and non-binary, labelled in each language', () => {
    expect(offered('pt')).toEqual([
      ['woman', 'Feminino'],
      ['man', 'Masculino'],
      ['undefined', 'Não binário'],
    ]);
    expect(offered('en')).toEqual([
      ['woman', 'Female'],
      ['man', 'Male'],
      ['undefined', 'Non-binary'],
    ]);
    expect(offered('es')).toEqual([
      ['woman', 'Femenino'],
      ['man', 'Masculino'],
      ['undefined', 'No binario'],
    ]);
  });

  it('takes every answer it offers, asks for one when none is given, and refuses others', () => {
    for (const answer of GENDER_ANSWERS) expect(formError(answer), answer).toBeUndefined();
    for (const none of [undefined, null, '']) expect(formError(none)).toBe('required');
    for (const stranger of strangers) {
      expect(formError(stranger), JSON.stringify(stranger)).toBe('invalidOption');
    }
  });
});

describe('isGender', () => {
  it('recognises the genders talents are listed under, all of them answers of the form', () => {
    expect(isGender('man')).toBe(true);
    expect(isGender('woman')).toBe(true);
    // Non-binary is an answer of the form, not a list of talents.
    expect(isGender('undefined')).toBe(false);
    for (const value of [...strangers, undefined, null, '']) {
      expect(isGender(value), JSON.stringify(value)).toBe(false);
    }
  });
});
