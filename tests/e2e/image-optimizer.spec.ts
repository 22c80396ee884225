import { expect, test } from '@playwright/test';
import { talentsOf } from './support/api';
import { E2E } from './support/ports';

// The image optimizer fetches only from the agency API's media folder, on
// its exact origin: any other port or path answers 400 like any other
// disallowed address, so it cannot tell open ports from closed ones.
const optimized = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=390&q=75`;

test('only the media folder of the agency API is optimized', async ({ request }) => {
  const [model] = await talentsOf(1);
  expect(model!.cover.startsWith(`${E2E.apiUrl}/media/`)).toBe(true);
  const allowed = await request.get(optimized(model!.cover));
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['content-type']).toMatch(/^image\//);

  const refused = [
    // The suite's own site: an open port that is not the API.
    `http://127.0.0.1:${E2E.sitePort}/x.png`,
    // A port where nothing listens.
    'http://127.0.0.1:9/x.png',
    `http://127.0.0.1:${E2E.apiPort}/api/health`,
    `http://127.0.0.1:${E2E.apiPort}/media/../api/health`,
    `http://localhost:${E2E.apiPort}/media/portraits/p-001.jpg`,
    `https://127.0.0.1:${E2E.apiPort}/media/portraits/p-001.jpg`,
    'http://169.254.169.254/latest/meta-data/',
  ];
  for (const url of refused) {
    const response = await request.get(optimized(url));
    expect(response.status(), url).toBe(400);
  }
});

test('a page of the site is no image: refused with 400, never a server error', async ({
  request,
}) => {
  for (const url of ['/pt', '/modelos/', '/en/modelos', '/en/models', '/api/health']) {
    const response = await request.get(optimized(url));
    expect(response.status(), url).toBe(400);
  }
});
