import { expect, test, type APIRequestContext } from '@playwright/test';

// Static by default (DESIGN.md section 4): every public address without a query is a cached page
// that a shared cache (nginx, a CDN) may keep. A repeat request is answered from the page cache,
// with a Cache-Control naming s-maxage, never private or no-store.
const FIXED = {
  pt: [
    '/',
    '/sobre-nos',
    '/contato',
    '/agenciamiento',
    '/favoritos',
    '/privacy',
    '/seguranca',
    '/acessibilidade',
    '/blog',
    '/modelos',
    '/atores',
    '/influencers',
    '/creators',
  ],
  en: [
    '/en',
    '/en/about-us',
    '/en/contact',
    '/en/recruitment',
    '/en/favorites',
    '/en/privacy',
    '/en/safety',
    '/en/accessibility',
    '/en/blog',
    '/en/models',
    '/en/actors',
    '/en/influencers',
    '/en/creators',
  ],
  es: [
    '/es',
    '/es/sobre-nosotros',
    '/es/contacto',
    '/es/reclutamiento',
    '/es/favoritos',
    '/es/privacidad',
    '/es/seguridad',
    '/es/accesibilidad',
    '/es/blog',
    '/es/modelos',
    '/es/actores',
    '/es/influencers',
    '/es/creators',
  ],
} as const;

async function firstLink(request: APIRequestContext, list: string, pattern: RegExp) {
  const html = await (await request.get(list)).text();
  const path = html.match(pattern)?.[1];
  expect(path, `a link on ${list}`).toBeTruthy();
  return path!;
}

// A page built with the site and older than its lifetime is first served stale while it is built
// again (x-nextjs-cache: STALE), and another test may revalidate it meanwhile: the page cache
// answers it again within seconds.
async function expectCached(request: APIRequestContext, path: string) {
  const first = await request.get(path, { maxRedirects: 0 });
  expect(first.status(), path).toBe(200);
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).headers()['x-nextjs-cache'], {
      message: path,
      timeout: 10_000,
    })
    .toBe('HIT');
  const again = await request.get(path, { maxRedirects: 0 });
  expect(again.status(), path).toBe(200);
  const cacheControl = again.headers()['cache-control'] ?? '';
  expect(cacheControl, path).toMatch(/\bs-maxage=\d+/);
  expect(cacheControl, path).not.toMatch(/private|no-store/);
}

for (const [lang, paths] of Object.entries(FIXED)) {
  test(`${lang}: every page without a query is answered from the page cache`, async ({
    request,
  }) => {
    test.setTimeout(60_000);
    for (const path of paths) await expectCached(request, path);
  });
}

test('every profile and post is a cached page, in each language', async ({ request }) => {
  for (const [list, blog] of [
    ['/modelos', '/blog'],
    ['/en/actors', '/en/blog'],
    ['/es/modelos', '/es/blog'],
  ] as const) {
    const prefix = list.replace(/\/[^/]+$/, '');
    const profile = await firstLink(request, list, new RegExp(`href="(${list}/\\d+/[^"#]+)"`));
    const post = await firstLink(request, blog, new RegExp(`href="(${prefix}/blog/\\d+/[^"#]+)"`));
    await expectCached(request, profile);
    await expectCached(request, post);
  }
});

test('a query a page does not read changes nothing: the cached page is served', async ({
  request,
}) => {
  await expectCached(request, '/modelos?utm_source=newsletter');
  const html = await (await request.get('/modelos?utm_source=newsletter')).text();
  expect(html).toContain('data-testid="talent-count"');
});

test("only the visitor's question renders per request: a search and a shared selection", async ({
  request,
}) => {
  for (const path of ['/modelos/busca?gender=woman', '/en/models/search?q=a']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/no-store/);
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
  }
});
