import { describe, expect, it } from 'vitest';
import { GENDER_VALUES, genderLabelKey, genderOptions, isGender } from '@/lib/options/gender';

describe('gender options', () => {
  it('offers woman, man and undefined (non-binary)', () => {
    expect(GENDER_VALUES).toEqual(['woman', 'man', 'undefined']);
  });

  it('points each value at its Options message key', () => {
    expect(genderLabelKey('undefined')).toBe('gender.undefined');
    const labels: Record<string, string> = {
      'gender.woman': 'Woman',
      'gender.man': 'Man',
      'gender.undefined': 'Non-binary',
    };
    expect(genderOptions((key) => labels[key] ?? key)).toEqual([
      { value: 'woman', label: 'Woman' },
      { value: 'man', label: 'Man' },
      { value: 'undefined', label: 'Non-binary' },
    ]);
  });

  it('recognises only the three values', () => {
    expect(isGender('man')).toBe(true);
    expect(isGender('other')).toBe(false);
    expect(isGender(undefined)).toBe(false);
  });
});
