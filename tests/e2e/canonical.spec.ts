import { expect, test } from '@playwright/test';
import { talentsOf } from './support/api';

// A card leads under the category being browsed (SPEC.md), and a profile shown there names the
// talent's one address as canonical: its first listed category (models, actors, then creators,
// the word the menu uses for the influencers' license). An address under a category the talent
// does not hold redirects there; the sitemap lists canonical addresses only.

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test('/influencers/N and /creators/N show one profile, with one canonical', async ({ request }) => {
  const models = new Set((await talentsOf(1)).map((t) => t.id));
  const actors = new Set((await talentsOf(2)).map((t) => t.id));
  const creator = (await talentsOf(2150, 'en')).find((t) => !models.has(t.id) && !actors.has(t.id));
  test.skip(!creator, 'the seed has no talent who is only a creator');
  const viaInfluencers = await request.get(`/en/influencers/${creator!.id}/x`);
  const viaCreators = await request.get(`/en/creators/${creator!.id}/x`);
  // Only the name's slug is mended: the visitor stays in the section they browse.
  expect(new URL(viaInfluencers.url()).pathname).toMatch(
    new RegExp(`^/en/influencers/${creator!.id}/[a-z0-9-]+$`),
  );
  const canonical = canonicalOf(await viaCreators.text());
  expect(canonical).toMatch(new RegExp(`/en/creators/${creator!.id}/[a-z0-9-]+$`));
  expect(canonicalOf(await viaInfluencers.text())).toBe(canonical);
  // The influencers' list names the creators' list as its canonical.
  expect(canonicalOf(await (await request.get('/en/influencers')).text())).toMatch(
    /\/en\/creators$/,
  );
});

test('a talent listed as a model and an actor is shown under actors, canonical under models', async ({
  page,
}) => {
  const models = new Set((await talentsOf(1)).map((t) => t.id));
  const actors = await talentsOf(2);
  const both = actors.find((t) => models.has(t.id));
  test.skip(!both, 'the seed has no talent in both lists');
  await page.goto(`/atores/${both!.id}/x`);
  await expect(page).toHaveURL(new RegExp(`/atores/${both!.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(both!.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/modelos/${both!.id}/[a-z0-9-]+$`),
  );
  // Under a category the talent does not hold, the address is the talent's one address.
  const modelOnly = (await talentsOf(1)).find((t) => !actors.some((a) => a.id === t.id));
  await page.goto(`/atores/${modelOnly!.id}/x`);
  await expect(page).toHaveURL(new RegExp(`/modelos/${modelOnly!.id}/[a-z0-9-]+$`));
});

test('every card of a list leads under that list, with no redirect on the way', async ({
  page,
  request,
}) => {
  for (const [list, under] of [
    ['/atores', /^\/atores\/\d+\/[a-z0-9-]+$/],
    ['/es/actores', /^\/es\/actores\/\d+\/[a-z0-9-]+$/],
    ['/en/creators', /^\/en\/creators\/\d+\/[a-z0-9-]+$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page
      .locator('#talent-grid h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length, list).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, list).toMatch(under);
    const first = await request.get(hrefs[0]!, { maxRedirects: 0 });
    expect(first.status(), hrefs[0]).toBe(200);
  }
});

test('the sitemap lists canonical addresses only', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  // Neither the influencers' list nor a profile under it (a post's slug may say the word).
  expect(xml).not.toMatch(/\/(?:en\/|es\/)?influencers(?:\/\d|<|")/);
  expect(xml).toMatch(/\/creators\/\d+\//);
  expect(xml).toMatch(/\/en\/creators</);
});
