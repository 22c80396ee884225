import { describe, expect, it } from 'vitest';
import {
  defaultUnits,
  parseUnitChoice,
  resolveUnits,
  serializeUnitChoice,
} from '@/lib/units/preferences';

describe('default units', () => {
  it("follow the page's language", () => {
    expect(defaultUnits('pt')).toEqual({ height: 'cm', shoes: 'BR' });
    expect(defaultUnits('es')).toEqual({ height: 'cm', shoes: 'EU' });
    expect(defaultUnits('en')).toEqual({ height: 'ftin', shoes: 'US' });
  });

  it('are metric and European for a language the site does not know', () => {
    expect(defaultUnits('fr')).toEqual({ height: 'cm', shoes: 'EU' });
  });
});

describe('the stored choice', () => {
  it('reads back what was written', () => {
    for (const choice of [
      {},
      { height: 'cm' },
      { shoes: 'UK' },
      { height: 'ftin', shoes: 'BR' },
    ] as const) {
      expect(parseUnitChoice(serializeUnitChoice(choice))).toEqual(choice);
    }
  });

  it('keeps only the units the visitor chose', () => {
    expect(JSON.parse(serializeUnitChoice({ height: 'cm' }))).toEqual({ height: 'cm' });
  });

  it.each([
    null,
    '',
    'cm',
    '{',
    'null',
    '[]',
    '"cm"',
    '42',
    '{"height":"m"}',
    '{"height":"cm","shoes":"JP"}',
    '{"shoes":40}',
  ])('is no choice at all when damaged: %j', (stored) => {
    expect(parseUnitChoice(stored)).toEqual({});
  });

  it('ignores keys it does not know', () => {
    expect(parseUnitChoice('{"height":"cm","weight":"lb"}')).toEqual({ height: 'cm' });
  });
});

describe('the units a page shows', () => {
  it("are the visitor's choice, and the language's default for what was not chosen", () => {
    expect(resolveUnits({ height: 'cm' }, 'en')).toEqual({ height: 'cm', shoes: 'US' });
    expect(resolveUnits({ shoes: 'UK' }, 'pt')).toEqual({ height: 'cm', shoes: 'UK' });
    expect(resolveUnits({}, 'es')).toEqual({ height: 'cm', shoes: 'EU' });
    expect(resolveUnits(parseUnitChoice('damaged'), 'en')).toEqual(defaultUnits('en'));
  });
});
