import { expect, test } from '@playwright/test';
import { talentsOf } from './support/api';

// One address per talent (its first listed category: models, actors, then
// creators, the word the menu uses for the influencers' license) and per list:
// every other address redirects there or names it as canonical, and the
// sitemap lists canonical addresses only.

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test('/influencers/N and /creators/N are one profile, with one canonical', async ({ request }) => {
  const [creator] = await talentsOf(2150, 'en');
  const viaInfluencers = await request.get(`/en/influencers/${creator!.id}/x`);
  const viaCreators = await request.get(`/en/creators/${creator!.id}/x`);
  expect(new URL(viaInfluencers.url()).pathname).toMatch(
    new RegExp(`^/en/creators/${creator!.id}/[a-z0-9-]+$`),
  );
  const canonical = canonicalOf(await viaCreators.text());
  expect(canonical).toMatch(new RegExp(`/en/creators/${creator!.id}/[a-z0-9-]+$`));
  expect(canonicalOf(await viaInfluencers.text())).toBe(canonical);
  // The influencers' list names the creators' list as its canonical.
  expect(canonicalOf(await (await request.get('/en/influencers')).text())).toMatch(
    /\/en\/creators$/,
  );
});

test('a talent listed as a model and an actor has its address under models', async ({ page }) => {
  const models = new Set((await talentsOf(1)).map((t) => t.id));
  const both = (await talentsOf(2)).find((t) => models.has(t.id));
  test.skip(!both, 'the seed has no talent in both lists');
  await page.goto(`/atores/${both!.id}/x`);
  await expect(page).toHaveURL(new RegExp(`/modelos/${both!.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(both!.name);
});

test("the actors' list links a talent who is also a model to the models address", async ({
  page,
}) => {
  const models = new Set((await talentsOf(1)).map((t) => t.id));
  const both = (await talentsOf(2)).find((t) => models.has(t.id));
  test.skip(!both, 'the seed has no talent in both lists');
  await page.goto(`/atores?q=${encodeURIComponent(both!.name)}`);
  const card = page.locator(`#talent-grid li[data-talent-id="${both!.id}"]`);
  await expect(card.getByRole('link', { name: both!.name })).toHaveAttribute(
    'href',
    new RegExp(`^/modelos/${both!.id}/[a-z0-9-]+$`),
  );
  // Every card of the list links to its talent's one address: no redirect on the way.
  await page.goto('/atores');
  for (const href of await page
    .locator('#talent-grid h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    const id = Number(href.split('/')[2]);
    expect(href).toMatch(models.has(id) ? /^\/modelos\// : /^\/atores\//);
  }
});

test('the sitemap lists profiles under their one address only', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).not.toContain('/influencers/');
  expect(xml).toMatch(/\/creators\/\d+\//);
});
