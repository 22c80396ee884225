import { describe, expect, it } from 'vitest';
import { convertShoeSize, formatShoeSize, parseShoeSize } from '@/lib/units/shoes';

const NBSP = '\u00a0';

// The chart cited in lib/units/shoes.ts, written out row by row over the adult range: BR = EU - 2;
// the last is EU x 2/3 cm long; UK = 3 x last (in) - 25, US men's - 24, US women's - 22.5, each
// to the nearest half size.
describe('the whole adult range', () => {
  it.each([
    // BR, EU, UK, US men, US women
    [33, 35, 2.5, 3.5, 5],
    [33.5, 35.5, 3, 4, 5.5],
    [34, 36, 3.5, 4.5, 6],
    [34.5, 36.5, 3.5, 4.5, 6],
    [35, 37, 4, 5, 6.5],
    [35.5, 37.5, 4.5, 5.5, 7],
    [36, 38, 5, 6, 7.5],
    [36.5, 38.5, 5.5, 6.5, 8],
    [37, 39, 5.5, 6.5, 8],
    [37.5, 39.5, 6, 7, 8.5],
    [38, 40, 6.5, 7.5, 9],
    [38.5, 40.5, 7, 8, 9.5],
    [39, 41, 7.5, 8.5, 10],
    [39.5, 41.5, 7.5, 8.5, 10],
    [40, 42, 8, 9, 10.5],
    [40.5, 42.5, 8.5, 9.5, 11],
    [41, 43, 9, 10, 11.5],
    [41.5, 43.5, 9.5, 10.5, 12],
    [42, 44, 9.5, 10.5, 12],
    [42.5, 44.5, 10, 11, 12.5],
    [43, 45, 10.5, 11.5, 13],
    [43.5, 45.5, 11, 12, 13.5],
    [44, 46, 11, 12, 13.5],
    [44.5, 46.5, 11.5, 12.5, 14],
    [45, 47, 12, 13, 14.5],
    [45.5, 47.5, 12.5, 13.5, 15],
    [46, 48, 13, 14, 15.5],
    [46.5, 48.5, 13, 14, 15.5],
    [47, 49, 13.5, 14.5, 16],
    [47.5, 49.5, 14, 15, 16.5],
    [48, 50, 14.5, 15.5, 17],
  ])('BR %f = EU %f = UK %f = US %f (men) = US %f (women)', (br, eu, uk, usMen, usWomen) => {
    for (const gender of ['woman', 'man', null] as const) {
      expect(convertShoeSize(br, 'BR', gender)).toBe(br);
      expect(convertShoeSize(br, 'EU', gender)).toBe(eu);
      expect(convertShoeSize(br, 'UK', gender)).toBe(uk);
    }
    expect(convertShoeSize(br, 'US', 'man')).toBe(usMen);
    expect(convertShoeSize(br, 'US', 'woman')).toBe(usWomen);
  });
});

describe('the published equivalences', () => {
  it('puts EU 47 at UK 12 and US 13 for men, not a size higher', () => {
    expect(convertShoeSize(45, 'UK', 'man')).toBe(12);
    expect(convertShoeSize(45, 'US', 'man')).toBe(13);
  });

  it("makes a US men's size the UK size plus one (US 13 = UK 12)", () => {
    for (let br = 33; br <= 48; br += 0.5) {
      expect(convertShoeSize(br, 'US', 'man')).toBe(convertShoeSize(br, 'UK', 'man')! + 1);
    }
  });

  it("makes a US women's size the US men's plus one and a half", () => {
    for (let br = 33; br <= 48; br += 0.5) {
      expect(convertShoeSize(br, 'US', 'woman')).toBe(convertShoeSize(br, 'US', 'man')! + 1.5);
    }
  });

  it('steps one UK size for about 1.27 European sizes: EU 40 to 47 is UK 6.5 to 12', () => {
    expect(convertShoeSize(38, 'UK', null)).toBe(6.5);
    expect(convertShoeSize(45, 'UK', null)).toBe(12);
  });
});

describe('outside the chart', () => {
  it.each([
    [32, 'woman'],
    [48.5, 'woman'],
    [30, 'man'],
    [49, 'man'],
    [36.25, 'woman'],
  ] as const)('BR %f for a %s has no EU, US or UK size', (br, gender) => {
    expect(convertShoeSize(br, 'EU', gender)).toBeNull();
    expect(convertShoeSize(br, 'US', gender)).toBeNull();
    expect(convertShoeSize(br, 'UK', gender)).toBeNull();
  });

  it('has no US size without a gender, but the EU and UK sizes, the same for women and men', () => {
    expect(convertShoeSize(36, 'US', null)).toBeNull();
    expect(convertShoeSize(36, 'UK', null)).toBe(5);
    expect(convertShoeSize(36, 'EU', null)).toBe(38);
    expect(convertShoeSize(44, 'EU', null)).toBe(46);
    expect(convertShoeSize(36, 'BR', null)).toBe(36);
  });
});

describe('formatting', () => {
  it('names the system before the size', () => {
    expect(formatShoeSize(38, 'EU', 'woman', 'en')).toBe(`EU${NBSP}40`);
    expect(formatShoeSize(38, 'US', 'woman', 'en')).toBe(`US${NBSP}9`);
    expect(formatShoeSize(38.5, 'US', 'woman', 'en')).toBe(`US${NBSP}9.5`);
    expect(formatShoeSize(38.5, 'US', 'woman', 'pt')).toBe(`US${NBSP}9,5`);
    expect(formatShoeSize(38, 'BR', 'woman', 'pt')).toBe(`BR${NBSP}38`);
  });

  it('shows the Brazilian size when the chosen system has none', () => {
    expect(formatShoeSize(49, 'US', 'man', 'en')).toBe(`BR${NBSP}49`);
    expect(formatShoeSize(36, 'US', null, 'es')).toBe(`BR${NBSP}36`);
    expect(formatShoeSize(36, 'UK', null, 'es')).toBe(`UK${NBSP}5`);
  });
});

describe('reading a size', () => {
  it.each([
    ['38', 38],
    ['38.5', 38.5],
    ['38,5', 38.5],
    ['38 BR', 38],
  ])('%j is %f', (text, size) => {
    expect(parseShoeSize(text)).toBe(size);
  });

  it.each([null, '', 'BR', '38.3', '380', 'x'])('%j is not a size', (text) => {
    expect(parseShoeSize(text)).toBeNull();
  });
});
