import { describe, expect, it } from 'vitest';
import { formatPostDate, postDate, postDay } from '@/lib/blog/post-date';

describe('a post date', () => {
  it('is dd/MMM/yyyy with the month in the page language, whatever the runtime default', () => {
    expect(formatPostDate('2026-11-05', 'pt')).toBe('05/nov/2026');
    expect(formatPostDate('2026-11-05', 'en')).toBe('05/Nov/2026');
    expect(formatPostDate('2026-11-05', 'es')).toBe('05/nov/2026');
    expect(formatPostDate('2025-05-31', 'pt')).toBe('31/mai/2025');
    expect(formatPostDate('2025-01-01', 'en')).toBe('01/Jan/2025');
  });

  it('has a three-letter month in every month of every language', () => {
    for (const locale of ['pt', 'en', 'es']) {
      for (let month = 1; month <= 12; month += 1) {
        const day = `2026-${String(month).padStart(2, '0')}-15`;
        expect(formatPostDate(day, locale), `${locale} ${day}`).toMatch(/^15\/\p{L}{3}\/2026$/u);
      }
    }
    expect(formatPostDate('2026-09-15', 'es')).toBe('15/sep/2026');
    expect(formatPostDate('2026-09-15', 'pt')).toBe('15/set/2026');
  });

  it('takes the calendar day the API wrote, not the server time zone’s', () => {
    expect(postDay('2025-10-01T23:30:00.000Z')).toBe('2025-10-01');
    expect(postDay('2025-10-01 00:10:00')).toBe('2025-10-01');
    expect(postDay('2025-10-01')).toBe('2025-10-01');
  });

  it('is absent when the API gave none or no real day', () => {
    expect(postDay(null)).toBeNull();
    expect(postDay('')).toBeNull();
    expect(postDay('yesterday')).toBeNull();
    expect(postDay('2026-02-31')).toBeNull();
    expect(postDate(undefined, 'en')).toBeNull();
  });

  it('carries the machine-readable day beside the text', () => {
    expect(postDate('2026-11-05T10:00:00Z', 'en')).toEqual({
      iso: '2026-11-05',
      text: '05/Nov/2026',
    });
  });
});
