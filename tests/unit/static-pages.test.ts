import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rendersPerRequest } from '@/lib/i18n/internal-paths';

// Static by default: a page that reads the request (its query, cookies, headers) renders on every
// request and no cache keeps it. Only the pages whose content is the visitor's question may, and
// the proxy must know them (rendersPerRequest: the 503 in an outage).
// Every page.tsx under app/[lang], but the layout's slots (@languages).
const pages = (readdirSync('app/[lang]', { recursive: true }) as string[])
  .filter((file) => file.endsWith('page.tsx') && !file.startsWith('@'))
  .map((file) => `app/[lang]/${file}`);

const internalPath = (file: string) =>
  '/pt/' +
  file
    .replace(/^app\/\[lang\]\/?/, '')
    .replace(/\/?page\.tsx$/, '')
    .replace('[category]', 'models')
    .replace(/\[(id|n)\]/g, '7')
    .replace(/\[\w+\]/g, 'x');

describe('which pages render per request', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(15);
  });

  for (const file of pages) {
    it(`${file}: reads the request only if it is a page of the visitor's question`, () => {
      const source = readFileSync(file, 'utf8');
      const readsRequest = /searchParams|cookies\(|headers\(/.test(source);
      expect(readsRequest).toBe(rendersPerRequest(internalPath(file)));
    });
  }
});
