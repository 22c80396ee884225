import { heightText } from '@agency/rules/measurements';
import { describe, expect, it } from 'vitest';
import { measurementOptions, weightLabel } from '@/lib/options/measurements';
import type { Option } from '@/lib/options/types';

function span(options: Option[]) {
  return { first: options[0]?.value, last: options.at(-1)?.value, count: options.length };
}

describe('measurement ranges', () => {
  it.each([
    ['height', { first: '30', last: '200', count: 171 }],
    ['bust', { first: '65', last: '200', count: 136 }],
    ['waist', { first: '20', last: '200', count: 181 }],
    ['hips', { first: '20', last: '200', count: 181 }],
    ['chest', { first: '10', last: '200', count: 191 }],
    ['weight', { first: '3', last: '200', count: 198 }],
    ['jeans', { first: '34', last: '60', count: 53 }],
    ['shirt', { first: '1', last: '60', count: 119 }],
    ['suit', { first: '1', last: '60', count: 119 }],
    ['shoes', { first: '1', last: '60', count: 119 }],
  ] as const)('%s covers its published range', (name, expected) => {
    expect(span(measurementOptions(name))).toEqual(expected);
  });

  it('has no duplicate values', () => {
    for (const name of ['height', 'jeans', 'shoes', 'weight'] as const) {
      const values = measurementOptions(name).map((o) => o.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('labels plain measurements with the number itself', () => {
    expect(measurementOptions('bust')[0]).toEqual({ value: '65', label: '65' });
    expect(measurementOptions('chest').at(-1)).toEqual({ value: '200', label: '200' });
  });
});

describe('half steps', () => {
  it('writes halves with one decimal and whole numbers without ".0"', () => {
    expect(
      measurementOptions('jeans')
        .slice(0, 4)
        .map((o) => o.value),
    ).toEqual(['34', '34.5', '35', '35.5']);
    expect(measurementOptions('shoes').slice(0, 3)).toEqual([
      { value: '1', label: '1' },
      { value: '1.5', label: '1.5' },
      { value: '2', label: '2' },
    ]);
    expect(measurementOptions('suit').map((o) => o.value)).toContain('59.5');
    expect(measurementOptions('shirt').every((o) => /^\d+(\.5)?$/.test(o.value))).toBe(true);
  });
});

describe('height labels (cm/feet.inches)', () => {
  it.each([
    [178, '178/5.10'],
    [180, '180/5.11'],
    [183, '183/6.0'],
    [152, '152/5.0'],
    [30, '30/1.0'],
    [200, '200/6.7'],
  ])('%i cm reads %s', (cm, label) => {
    expect(heightText(cm)).toBe(label);
  });

  it('is used by the height options', () => {
    expect(measurementOptions('height').find((o) => o.value === '178')).toEqual({
      value: '178',
      label: '178/5.10',
    });
  });

  it('never shows 12 inches', () => {
    expect(measurementOptions('height').some((o) => o.label.endsWith('.12'))).toBe(false);
  });
});

describe('weight labels (kg/lb)', () => {
  it.each([
    [60, '60/132'],
    [3, '3/7'],
    [100, '100/220'],
    [200, '200/441'],
  ])('%i kg reads %s', (kg, label) => {
    expect(weightLabel(kg)).toBe(label);
  });

  it('is used by the weight options', () => {
    expect(measurementOptions('weight').find((o) => o.value === '60')?.label).toBe('60/132');
  });
});
