import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categories, PAGES, type PageEntry } from '@/lib/i18n/routing';

// Every page of app/[lang] has its entry in PAGES (lib/i18n/routing.ts), the one table the proxy
// reads: without one, its address answers 404. And static by default: a page that reads the request
// (its query, cookies, headers) renders on every request and no cache keeps it. Only the pages
// whose content is the visitor's question may, and the table must say so (the 503 in an outage).
// Every page.tsx under app/[lang], but the layout's slots (@languages).
const pages = (readdirSync('app/[lang]', { recursive: true }) as string[])
  .filter((file) => file.endsWith('page.tsx') && !file.startsWith('@'))
  .map((file) => `app/[lang]/${file}`);

/** The table's pathnames a page file serves: [category] stands for each category. */
function pathnamesOf(file: string): string[] {
  const pathname = `/${file.replace(/^app\/\[lang\]\/?/, '').replace(/\/?page\.tsx$/, '')}`;
  return pathname.startsWith('/[category]')
    ? categories.map((category) => pathname.replace('[category]', category))
    : [pathname];
}

const entries: Record<string, PageEntry> = PAGES;

describe('the pages of app/[lang] and their table', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(15);
  });

  for (const file of pages) {
    it(`${file}: has its entry in PAGES`, () => {
      for (const pathname of pathnamesOf(file)) expect(entries[pathname], pathname).toBeDefined();
    });

    it(`${file}: reads the request only if it is a page of the visitor's question`, () => {
      const readsRequest = /searchParams|cookies\(|headers\(/.test(readFileSync(file, 'utf8'));
      for (const pathname of pathnamesOf(file))
        expect(entries[pathname]?.render, pathname).toBe(readsRequest ? 'per-request' : 'cached');
    });
  }

  it('has no entry without its page', () => {
    const served = new Set(pages.flatMap(pathnamesOf));
    expect(Object.keys(PAGES).filter((pathname) => !served.has(pathname))).toEqual([]);
  });
});
