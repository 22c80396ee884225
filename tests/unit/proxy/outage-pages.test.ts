import { beforeEach, describe, expect, it } from 'vitest';
import { pageAt } from '@/lib/i18n/internal-paths';
import { forgetAllRendered, needsApiNow, rememberRendered } from '@/lib/proxy/outage-pages';

beforeEach(forgetAllRendered);

/** What the proxy decides for an internal path of a page of the table. */
const needsApi = (path: string) => needsApiNow(path, pageAt(path)!);
const remember = (path: string) => rememberRendered(path, pageAt(path)!);

describe('the pages that need the agency API now', () => {
  it('are cached pages until let through while it answered, and again after a revalidation', () => {
    expect(needsApi('/es/about')).toBe(true);
    remember('/es/about');
    expect(needsApi('/es/about')).toBe(false);
    expect(needsApi('/en/about')).toBe(true);
    forgetAllRendered();
    expect(needsApi('/es/about')).toBe(true);
  });

  it('are always those rendered per request: no cache keeps them', () => {
    remember('/en/selection');
    remember('/pt/models/search');
    expect(needsApi('/en/selection')).toBe(true);
    expect(needsApi('/pt/models/search')).toBe(true);
  });

  it('are never those that need no API, in any language', () => {
    expect(needsApi('/es/contact')).toBe(false);
    expect(needsApi('/pt/favorites')).toBe(false);
    expect(needsApi('/en/accessibility')).toBe(false);
    expect(needsApi('/en/recruitment')).toBe(true);
  });

  it('stay a bounded set of remembered pages: the oldest go first', () => {
    for (let id = 1; id <= 20_001; id += 1) remember(`/pt/models/${id}/a`);
    expect(needsApi('/pt/models/1/a')).toBe(true);
    expect(needsApi('/pt/models/2/a')).toBe(false);
    expect(needsApi('/pt/models/20001/a')).toBe(false);
  });
});
