import { describe, expect, it } from 'vitest';
import { convertShoeSize, formatShoeSize, parseShoeSize } from '@/lib/units/shoes';

const NBSP = '\u00a0';

// Rows of the published charts cited in lib/units/shoes.ts: BR = EU - 2
// (find-sizes.com), then WhatBehind's women's and men's EU / US / UK tables.
describe('women: BR to EU, US and UK', () => {
  it.each([
    // BR, EU, US, UK
    [33, 35, 4, 2],
    [34, 36, 5, 3],
    [35, 37, 6, 4],
    [35.5, 37.5, 6.5, 4.5],
    [36, 38, 7, 5],
    [37, 39, 8, 6],
    [38, 40, 9, 7],
    [38.5, 40.5, 9.5, 7.5],
    [39, 41, 10, 8],
  ])('BR %f = EU %f = US %f = UK %f', (br, eu, us, uk) => {
    expect(convertShoeSize(br, 'EU', 'woman')).toBe(eu);
    expect(convertShoeSize(br, 'US', 'woman')).toBe(us);
    expect(convertShoeSize(br, 'UK', 'woman')).toBe(uk);
    expect(convertShoeSize(br, 'BR', 'woman')).toBe(br);
  });

  it("agrees with SizesGrid's equivalences (BR 35 = US 6 = UK 4, BR 36 = US 7 = UK 5)", () => {
    expect([35, 36].map((br) => convertShoeSize(br, 'US', 'woman'))).toEqual([6, 7]);
    expect([35, 36].map((br) => convertShoeSize(br, 'UK', 'woman'))).toEqual([4, 5]);
  });
});

describe('men: BR to EU, US and UK', () => {
  it.each([
    [38, 40, 7, 6],
    [39, 41, 8, 7],
    [39.5, 41.5, 8.5, 7.5],
    [40, 42, 9, 8],
    [41, 43, 10, 9],
    [42, 44, 11, 10],
    [43, 45, 12, 11],
    [44, 46, 13, 12],
    [44.5, 46.5, 13.5, 12.5],
  ])('BR %f = EU %f = US %f = UK %f', (br, eu, us, uk) => {
    expect(convertShoeSize(br, 'EU', 'man')).toBe(eu);
    expect(convertShoeSize(br, 'US', 'man')).toBe(us);
    expect(convertShoeSize(br, 'UK', 'man')).toBe(uk);
  });
});

describe('the same Brazilian size', () => {
  it('is the same EU size for both, but a different US and UK size', () => {
    expect(convertShoeSize(38, 'EU', 'woman')).toBe(convertShoeSize(38, 'EU', 'man'));
    expect(convertShoeSize(38, 'US', 'woman')).toBe(9);
    expect(convertShoeSize(38, 'US', 'man')).toBe(7);
    expect(convertShoeSize(38, 'UK', 'woman')).toBe(7);
    expect(convertShoeSize(38, 'UK', 'man')).toBe(6);
  });
});

describe('the whole adult range', () => {
  it.each([
    [33, 'woman', 35, 4, 2],
    [40, 'woman', 42, 11, 9],
    [48, 'woman', 50, 19, 17],
    [33, 'man', 35, 2, 1],
    [37, 'man', 39, 6, 5],
    [45, 'man', 47, 14, 13],
    [48, 'man', 50, 17, 16],
  ] as const)('BR %f for a %s is EU %f, US %f, UK %f', (br, gender, eu, us, uk) => {
    expect(convertShoeSize(br, 'EU', gender)).toBe(eu);
    expect(convertShoeSize(br, 'US', gender)).toBe(us);
    expect(convertShoeSize(br, 'UK', gender)).toBe(uk);
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

  it('has no US or UK size without a gender, but an EU size from either chart', () => {
    expect(convertShoeSize(36, 'US', null)).toBeNull();
    expect(convertShoeSize(36, 'UK', null)).toBeNull();
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
    expect(formatShoeSize(36, 'UK', null, 'es')).toBe(`BR${NBSP}36`);
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
