import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAllRendered, rememberRendered, servedInOutage } from '@/lib/agency-api/outage-pages';

beforeEach(forgetAllRendered);

describe('the pages served while the agency API is down', () => {
  it('are those let through while it answered, until a revalidation', () => {
    rememberRendered('/es/about');
    expect(servedInOutage('/es/about')).toBe(true);
    expect(servedInOutage('/en/about')).toBe(false);
    forgetAllRendered();
    expect(servedInOutage('/es/about')).toBe(false);
  });

  it('and those that need no API, in every language', () => {
    expect(servedInOutage('/es/contact')).toBe(true);
    expect(servedInOutage('/pt/favorites')).toBe(true);
    expect(servedInOutage('/pt/favorites/shared')).toBe(false);
    // A shared selection reads its talents from the API.
    expect(servedInOutage('/en/selection')).toBe(false);
    expect(servedInOutage('/en/recruitment')).toBe(false);
  });

  it('stay a bounded set: the oldest go first', () => {
    for (let id = 1; id <= 20_001; id += 1) rememberRendered(`/pt/models/${id}/a`);
    expect(servedInOutage('/pt/models/1/a')).toBe(false);
    expect(servedInOutage('/pt/models/2/a')).toBe(true);
    expect(servedInOutage('/pt/models/20001/a')).toBe(true);
  });
});
