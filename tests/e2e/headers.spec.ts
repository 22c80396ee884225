import { expect, test } from '@playwright/test';
import { talentsOf } from './support/api';
import { slugify } from '../../lib/talents/slug';

// The security headers of issue 'Security and reliability' on every kind of
// answer: pages in each language, lists, profiles, posts, error pages, the
// site's API, the sitemap and static files.
const paths = [
  '/',
  '/en',
  '/es',
  '/sobre-nos',
  '/en/about-us',
  '/es/sobre-nosotros',
  '/agenciamiento',
  '/en/recruitment',
  '/es/reclutamiento',
  '/favoritos',
  '/en/favorites',
  '/contato',
  '/en/contact',
  '/es/contacto',
  '/blog',
  '/en/blog',
  '/privacy',
  '/es/privacidad',
  '/modelos',
  '/en/actors',
  '/es/influencers',
  '/creators',
  '/no-such-page',
  '/fr/modelos',
  '/sitemap.xml',
  '/robots.txt',
  '/api/health',
  '/blog/mais/2',
  '/modelos/pagina/2',
  '/en/models/more/2',
  '/en/models/search?gender=woman',
  // An earlier list address, redirected by the proxy.
  '/modelos?page=2',
  '/images/fallback-cover.svg',
];

test('every answer carries the security headers and no X-Powered-By', async ({ request }) => {
  test.setTimeout(120_000);
  const [model] = await talentsOf(1);
  const all = [...paths, `/modelos/${model!.id}/${slugify(model!.name)}`];
  const home = await (await request.get('/')).text();
  const chunk = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  all.push(chunk!);
  for (const path of all) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('the policy lets scripts come only from the site itself', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  // Neither maps nor reviews are configured for the suite: no other origin.
  expect(scripts.trim().split(/\s+/).slice(1).sort()).toEqual(["'self'", "'unsafe-inline'"]);
});

test('the icon opened on its own is sandboxed: no script, no other resource', async ({
  request,
}) => {
  const response = await request.get('/icon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
});
