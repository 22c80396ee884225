import { expect, test, type Page } from '@playwright/test';
import { E2E } from './support/ports';
import { api, talentsOf } from './support/api';

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
    twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    ),
  }));
}

const site = E2E.siteUrl;

test('every page has its title, description, canonical, alternates and share card', async ({
  page,
}) => {
  await page.goto('/es/sobre-nosotros');
  const meta = await head(page);
  expect(meta.title).toBe('Sobre nosotros | Aurora Talents');
  expect(meta.description).toContain('Aurora Talents');
  expect(meta.canonical).toBe(`${site}/es/sobre-nosotros`);
  expect(meta.alternates).toEqual({
    pt: `${site}/sobre-nos`,
    en: `${site}/en/about-us`,
    es: `${site}/es/sobre-nosotros`,
    'x-default': `${site}/sobre-nos`,
  });
  expect(meta.ogImage).toMatch(/^http/);
  expect(meta.twitter).toBe('summary_large_image');
});

test('the home page describes the agency with its social profiles', async ({ page }) => {
  await page.goto('/');
  const meta = await head(page);
  expect(meta.title).toBe('Aurora Talents');
  const org = meta.jsonLd.find((d) => d['@type'] === 'Organization');
  expect(org?.name).toBe('Aurora Talents');
  expect(org?.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('instagram.com')]));
  expect(org?.logo).toBe(`${site}/icon.svg`);
});

test('a profile is a ProfilePage of a Person with breadcrumbs and its cover as share image', async ({
  page,
}) => {
  // An actor who is not also a model: a model's one address is under models.
  const models = new Set((await talentsOf(1, 'en')).map((t) => t.id));
  const talent = (await talentsOf(2, 'en')).find((t) => !models.has(t.id));
  await page.goto(`/en/actors/${talent!.id}/x`);
  const meta = await head(page);
  expect(meta.title).toBe(`${talent!.name} | Aurora Talents`);
  expect(meta.canonical).toMatch(new RegExp(`/en/actors/${talent!.id}/[a-z0-9-]+$`));
  expect(meta.ogImage).toBe(talent!.cover);
  const profile = meta.jsonLd.find((d) => d['@type'] === 'ProfilePage') as {
    mainEntity: { '@type': string; name: string };
  };
  expect(profile.mainEntity).toMatchObject({ '@type': 'Person', name: talent!.name });
  const crumbs = meta.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as {
    itemListElement: unknown[];
  };
  expect(crumbs.itemListElement).toHaveLength(3);
});

test('a post is a BlogPosting with breadcrumbs', async ({ page }) => {
  const posts = await api<{
    data: { data: Array<{ id: number; slug: string; title: string; cover: string }> };
  }>('panel', '/api/posts/blog/pt?paginate=1');
  const post = posts.data.data[0]!;
  await page.goto(`/blog/${post.id}/${post.slug}`);
  const meta = await head(page);
  expect(meta.ogImage).toBe(post.cover);
  expect(meta.jsonLd.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    inLanguage: 'pt',
    author: { '@type': 'Organization', name: 'Aurora Talents', url: `${site}/` },
  });
  expect(meta.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
});

test('a list has breadcrumbs and error pages are noindex', async ({ page }) => {
  await page.goto('/en/models');
  expect((await head(page)).jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
  await page.goto('/en/missing-page');
  expect((await head(page)).robots).toContain('noindex');
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('sitemap.xml lists every page, talent and post in three languages, and every URL answers 200', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const blocks = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(blocks.length).toBe(urls.length);
  for (const block of blocks) expect(block).toMatch(/^<url>\s*<loc>https?:\/\/[^<]+<\/loc>/);
  expect(new Set(urls).size).toBe(urls.length);

  for (const path of [
    '/',
    '/en',
    '/es',
    '/sobre-nos',
    '/en/about-us',
    '/es/privacidad',
    '/en/recruitment',
    '/acessibilidade',
    '/en/accessibility',
    '/es/accesibilidad',
  ]) {
    expect(urls).toContain(`${site}${path}`);
  }
  // A shared selection is a message, never indexed; its page without ids leads to the favorites.
  for (const path of ['/selecao', '/en/selection', '/es/seleccion'])
    expect(urls).not.toContain(`${site}${path}`);
  const talents = [...(await talentsOf(1)), ...(await talentsOf(2)), ...(await talentsOf(2150))];
  for (const talent of talents) {
    for (const prefix of ['', '/en', '/es']) {
      expect(
        urls.some((u) => new RegExp(`^${site}${prefix}/[a-z]+/${talent.id}/`).test(u)),
        `${prefix} ${talent.id}`,
      ).toBe(true);
    }
  }
  for (const lang of ['pt', 'en', 'es']) {
    const { data } = await api<{ data: { data: Array<{ id: number }>; total: number } }>(
      'panel',
      `/api/posts/blog/${lang}?paginate=100`,
    );
    const prefix = lang === 'pt' ? '' : `/${lang}`;
    for (const post of data.data)
      expect(urls.some((u) => u.startsWith(`${site}${prefix}/blog/${post.id}/`))).toBe(true);
  }
  expect(xml).toContain('hreflang="x-default"');
  // A search or a shared selection is the visitor's question, not a page to index.
  expect(
    urls.filter((u) => /\/(busca|busqueda|search|selecao|selection|seleccion)$/.test(u)),
  ).toEqual([]);

  const failures: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await request.get(url.replace(site, ''), { maxRedirects: 0 });
        if (response.status() !== 200) failures.push(`${response.status()} ${url}`);
      }
    }),
  );
  expect(failures).toEqual([]);
});
