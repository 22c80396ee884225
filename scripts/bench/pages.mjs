// The pages the bench measures, and the weight of what they send.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describeChunk } from './chunks.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** gzip level 6 (what Next's `compression` uses by default) and brotli quality 11 sizes. */
export async function compressedSizes(buffer) {
  const [gz, br] = await Promise.all([
    gzip(buffer, { level: 6 }),
    brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { raw: buffer.length, gzip: gz.length, brotli: br.length };
}

export async function fetchText(url) {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { body: await response.text(), contentType: response.headers.get('content-type') };
}

/** The first talent profile link of the list page (`/modelos/{id}/{slug}`). */
export function firstProfilePath(listHtml) {
  const match = listHtml.match(/href="(\/modelos\/\d+\/[^"?#]+)"/);
  if (!match) throw new Error('no profile link found in /modelos');
  return match[1];
}

/**
 * Visits each page once so later measures hit the ISR cache (nothing is
 * prerendered at build time), and resolves the profile path from the list.
 */
export async function warmPages(site) {
  const pages = { home: '/', list: '/modelos', blog: '/blog' };
  for (const path of Object.values(pages)) await fetchText(site + path);
  pages.profile = firstProfilePath((await fetchText(site + pages.list)).body);
  await fetchText(site + pages.profile);
  // Second pass: a page rendered on first visit may be served from cache only now.
  for (const path of Object.values(pages)) await fetchText(site + path);
  return { home: pages.home, list: pages.list, profile: pages.profile, blog: pages.blog };
}

/** `<script src>` URLs of a page (same origin only; inline scripts are part of the document). */
export function scriptSources(html, site) {
  const sources = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    // ` src=`, not `data-src=`: the third-party scripts wait for consent as
    // inert `type="text/plain"` tags, which no browser loads.
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1];
    // Polyfills for browsers without ES modules: every browser that runs
    // modules (all the site supports) skips a nomodule script unread.
    if (!src || /\bnomodule\b/i.test(tag) || /\stype="text\/plain"/i.test(tag)) continue;
    const url = new URL(src.replace(/&amp;/g, '&'), site);
    if (url.origin === new URL(site).origin) sources.add(url.href);
  }
  return [...sources];
}

/** Sum of the gzip sizes of the page's `<script src>` files. */
export async function firstLoadJs(site, path) {
  const { body } = await fetchText(site + path);
  const files = [];
  for (const url of scriptSources(body, site)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const sizes = await compressedSizes(bytes);
    const file = new URL(url).pathname;
    files.push({ file, ...sizes, ...describeChunk(file, bytes.toString('utf8')) });
  }
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return {
    files: files.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    list: files,
  };
}
