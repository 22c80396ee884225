import { describe, expect, it } from 'vitest';
import { cmToFeetInches } from '@agency/rules/measurements';
import { cmToHalfInches } from '@agency/rules/measurements';
import { formatGirth, formatHeight, parseCentimetres } from '@/lib/units/height';

const NBSP = '\u00a0';

describe('cm to feet and inches', () => {
  it.each([
    [178, 5, 10],
    [170, 5, 7],
    [183, 6, 0],
    [152, 5, 0],
    [192, 6, 4],
    [30, 1, 0],
    [200, 6, 7],
  ])('%i cm is %i ft %i in', (cm, feet, inches) => {
    expect(cmToFeetInches(cm)).toEqual({ feet, inches });
  });

  it('rounds the total inches first, so the inches never reach 12', () => {
    // 182 cm = 5 ft 11.65 in: rounding the inches after the feet would give 5 ft 12 in.
    expect(cmToFeetInches(182)).toEqual({ feet: 6, inches: 0 });
    for (let cm = 30; cm <= 200; cm += 0.5) {
      expect(cmToFeetInches(cm).inches).toBeLessThan(12);
    }
  });

  it('agrees with the agency API\'s "cm/feet.inches" texts', () => {
    expect(cmToFeetInches(178)).toEqual({ feet: 5, inches: 10 }); // "178/5.10"
    expect(cmToFeetInches(168)).toEqual({ feet: 5, inches: 6 }); // "168/5.6"
  });
});

describe('girths in inches', () => {
  it.each([
    [62, 24.5],
    [60, 23.5],
    [90, 35.5],
    [91.44, 36],
    [100, 39.5],
  ])('%f cm is %f in, to the nearest half inch', (cm, inches) => {
    expect(cmToHalfInches(cm)).toBe(inches);
  });
});

describe('formatting', () => {
  it("writes a height in centimetres with its unit, the number in the language's way", () => {
    expect(formatHeight(178, 'cm', 'en')).toBe(`178${NBSP}cm`);
    expect(formatHeight(178, 'cm', 'pt')).toBe(`178${NBSP}cm`);
    expect(formatHeight(1780, 'cm', 'en')).toBe(`1780${NBSP}cm`);
  });

  it('writes feet and inches with prime and double prime', () => {
    expect(formatHeight(178, 'ftin', 'en')).toBe('5′10″');
    expect(formatHeight(183, 'ftin', 'pt')).toBe('6′0″');
  });

  it('writes a girth in centimetres or inches, with the decimal comma in pt and es', () => {
    expect(formatGirth(62, 'cm', 'en')).toBe(`62${NBSP}cm`);
    expect(formatGirth(62, 'ftin', 'en')).toBe('24.5″');
    expect(formatGirth(62, 'ftin', 'pt')).toBe('24,5″');
    expect(formatGirth(62, 'ftin', 'es')).toBe('24,5″');
    expect(formatGirth(61, 'ftin', 'en')).toBe('24″');
  });
});

describe('reading centimetres', () => {
  it.each([
    ['178', 178],
    [' 62 ', 62],
    ['62,5', 62.5],
    ['62.5', 62.5],
    ['178 cm', 178],
  ])('%j is %f', (text, cm) => {
    expect(parseCentimetres(text)).toBe(cm);
  });

  it.each([null, undefined, '', 'abc', '0', '5.10.2', '-3', '1780'])(
    '%j is not a length',
    (text) => {
      expect(parseCentimetres(text)).toBeNull();
    },
  );
});
