import { describe, expect, it } from 'vitest';
import {
  clientNavigationHref,
  isPageNavigationClick,
  pageKey,
} from '@/lib/experience/navigationIntent';

const current = new URL('https://site.test/sobre-nos?x=1#top');
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  ...extra,
});

describe('isPageNavigationClick', () => {
  it('starts for a plain click on another page of the site', () => {
    expect(isPageNavigationClick(link('/contato'), plain, current)).toBe(true);
    expect(isPageNavigationClick(link('https://site.test/en/about-us'), plain, current)).toBe(true);
    expect(isPageNavigationClick(link('/sobre-nos?x=2'), plain, current)).toBe(true);
    expect(isPageNavigationClick(link('/blog', { target: '_self' }), plain, current)).toBe(true);
  });

  it('does not start for clicks that open another tab, window or a download', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPageNavigationClick(link('/contato'), { ...plain, [key]: true }, current)).toBe(
        false,
      );
    }
    expect(isPageNavigationClick(link('/contato'), { ...plain, button: 1 }, current)).toBe(false);
    expect(isPageNavigationClick(link('/contato', { target: '_blank' }), plain, current)).toBe(
      false,
    );
    expect(isPageNavigationClick(link('/file.pdf', { download: true }), plain, current)).toBe(
      false,
    );
  });

  it('does not start for other sites, other schemes or the same page', () => {
    expect(isPageNavigationClick(link('https://instagram.com/x'), plain, current)).toBe(false);
    expect(isPageNavigationClick(link('mailto:a@b.c'), plain, current)).toBe(false);
    expect(isPageNavigationClick(link('/sobre-nos?x=1#team'), plain, current)).toBe(false);
    expect(isPageNavigationClick(link('#content'), plain, current)).toBe(false);
  });
});

describe('pageKey', () => {
  it('keeps path and query, not the hash', () => {
    expect(pageKey(current)).toBe('/sobre-nos?x=1');
  });
});

describe('clientNavigationHref', () => {
  const list = new URL('https://site.test/modelos?gender=female');
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
    href,
    target: '',
    download: false,
    ...extra,
  });

  it('gives path, query and hash of another page of the site', () => {
    expect(clientNavigationHref(link('https://site.test/sobre-nos?a=1#team'), plain, list)).toBe(
      '/sobre-nos?a=1#team',
    );
  });

  it('navigates to the same page again (a reload on the client)', () => {
    expect(clientNavigationHref(link('/modelos?gender=female'), plain, list)).toBe(
      '/modelos?gender=female',
    );
  });

  it('takes a jump to an anchor of this page, as next/link does', () => {
    expect(clientNavigationHref(link('/modelos?gender=female#grid'), plain, list)).toBe(
      '/modelos?gender=female#grid',
    );
  });

  it('leaves other origins, new tabs, downloads and modified clicks to the browser', () => {
    expect(clientNavigationHref(link('https://other.test/'), plain, list)).toBeNull();
    expect(clientNavigationHref(link('/blog', { target: '_blank' }), plain, list)).toBeNull();
    expect(clientNavigationHref(link('/blog', { download: true }), plain, list)).toBeNull();
    expect(clientNavigationHref(link('/blog'), { ...plain, ctrlKey: true }, list)).toBeNull();
    expect(clientNavigationHref(link('/blog'), { ...plain, button: 1 }, list)).toBeNull();
  });
});
