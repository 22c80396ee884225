import { describe, expect, it } from 'vitest';
import { measurementList } from '@/lib/talents/measurements';
import { measurementText, measurementTexts } from '@/lib/talents/measurement-text';
import type { UnitPreferences } from '@/lib/units/preferences';

const NBSP = '\u00a0';
const METRIC_BR: UnitPreferences = { height: 'cm', shoes: 'BR' };
const IMPERIAL_US: UnitPreferences = { height: 'ftin', shoes: 'US' };

// A woman as the agency API gives her (agency-api/src/lib/measure.ts formats).
const raw = {
  height: '178/5.10',
  jeans: '38x34',
  waist: '62/24',
  hips: '90/35.5',
  bust: '84/33',
  shoes: '38 BR',
};

function shown(units: UnitPreferences, locale = 'en', gender: 'woman' | 'man' = 'woman') {
  return measurementList(gender, raw).map(({ label, value }) => [
    label,
    measurementText(label, value, gender, units, locale),
  ]);
}

describe("a profile's measurements with their units", () => {
  it('in centimetres and Brazilian sizes', () => {
    expect(shown(METRIC_BR, 'pt')).toEqual([
      ['height', `178${NBSP}cm`],
      ['jeans', '38'],
      ['waist', `62${NBSP}cm`],
      ['hips', `90${NBSP}cm`],
      ['bust', `84${NBSP}cm`],
      ['shoes', `BR${NBSP}38`],
    ]);
  });

  it('in feet, inches and US sizes, every length in inches alike', () => {
    expect(shown(IMPERIAL_US)).toEqual([
      ['height', '5′10″'],
      ['jeans', '38'],
      ['waist', '24.5″'],
      ['hips', '35.5″'],
      ['bust', '33″'],
      ['shoes', `US${NBSP}9`],
    ]);
  });

  it("a man's chest and shoes from his own chart", () => {
    expect(shown({ height: 'cm', shoes: 'US' }, 'en', 'man')).toEqual([
      ['height', `178${NBSP}cm`],
      ['jeans', '38'],
      ['chest', `84${NBSP}cm`],
      ['shoes', `US${NBSP}7.5`],
    ]);
  });

  it('keeps a value that is not a plain number as the agency wrote it', () => {
    expect(measurementText('height', '1,78 m', 'woman', METRIC_BR, 'pt')).toBe('1,78 m');
    expect(measurementText('shoes', '38/39', 'woman', IMPERIAL_US, 'en')).toBe('38/39');
  });
});

describe('a value in every unit, for the page to show one', () => {
  it('a length in both units, in the language of the page', () => {
    expect(measurementTexts('waist', '62', 'woman', 'pt')).toEqual({
      kind: 'length',
      texts: { cm: `62${NBSP}cm`, ftin: '24,5″' },
    });
  });

  it('a shoe size in each system, the US one by gender', () => {
    expect(measurementTexts('shoes', '38', 'man', 'en')).toEqual({
      kind: 'shoes',
      texts: { BR: `BR${NBSP}38`, EU: `EU${NBSP}40`, US: `US${NBSP}7.5`, UK: `UK${NBSP}6.5` },
    });
    // Without a gender the US scale is unknown: the BR size stands in.
    expect(measurementTexts('shoes', '38', null, 'en')).toMatchObject({
      texts: { US: `BR${NBSP}38` },
    });
  });

  it('jeans and a value that is not a plain number as they are', () => {
    expect(measurementTexts('jeans', '38', 'woman', 'en')).toEqual({ kind: 'plain', text: '38' });
    expect(measurementTexts('height', '1,78 m', 'woman', 'pt')).toEqual({
      kind: 'plain',
      text: '1,78 m',
    });
    expect(measurementTexts('shoes', '38/39', 'woman', 'en')).toEqual({
      kind: 'plain',
      text: '38/39',
    });
  });
});
