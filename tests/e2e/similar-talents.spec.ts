import { expect, test, type APIRequestContext } from '@playwright/test';
import { talentsWhere, type ListedTalent } from './support/api';
import { similarTalents, type Likeness } from '../../lib/talents/similar';
import { slugify } from '../../lib/talents/slug';

// Every profile ends with up to six talents like it, of the category being browsed, in the server's
// HTML (no script needed), and they are the ones lib/talents/similar.ts picks from the agency's list.

const MODELS = 1;
const languages = [
  { lang: 'pt', list: '/modelos', title: 'Talentos parecidos' },
  { lang: 'en', list: '/en/models', title: 'Similar talents' },
  { lang: 'es', list: '/es/modelos', title: 'Talentos similares' },
] as const;

const likeness = (t: ListedTalent): Likeness => ({
  id: t.id,
  name: t.name,
  gender: t.gender ?? null,
  heightCm: t.height_cm,
  hair: t.hair,
  eyes: t.eyes,
});

/** The ids the similar section of a profile's server HTML links to, in its order. */
async function similarIds(request: APIRequestContext, list: string, talent: ListedTalent) {
  const response = await request.get(`${list}/${talent.id}/${slugify(talent.name)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const sections = [
    ...html.matchAll(/<section[^>]*aria-labelledby="similar-talents"[^>]*>([\s\S]*?)<\/section>/g),
  ];
  if (sections.length === 0) return { heading: null, ids: [] };
  expect(sections).toHaveLength(1);
  const section = sections[0]![1]!;
  const heading = /<h2 id="similar-talents"[^>]*>([^<]*)<\/h2>/.exec(section)?.[1] ?? null;
  const links = [...section.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const profile = new RegExp(`^${list}/(\\d+)/[a-z0-9-]+$`);
  // Every link is a card's, to a profile under the category being browsed.
  for (const href of links) expect(href).toMatch(profile);
  return {
    heading,
    ids: links.map((href) => Number(profile.exec(href)![1])),
  };
}

for (const { lang, list, title } of languages) {
  test(`a model's profile in ${lang} names the similar models the rule picks`, async ({
    request,
  }) => {
    const models = await talentsWhere(MODELS, [], lang);
    const talent = models.find(
      (t) => t.height_cm !== null && t.hair !== null && t.eyes !== null && t.gender !== null,
    );
    expect(talent, 'a seeded model with a height and colours').toBeDefined();
    const expected = similarTalents(likeness(talent!), models.map(likeness)).map((t) => t.id);
    expect(expected.length).toBeGreaterThanOrEqual(1);
    const shown = await similarIds(request, list, talent!);
    expect(shown.heading).toBe(title);
    expect(shown.ids.length).toBeGreaterThanOrEqual(1);
    expect(shown.ids.length).toBeLessThanOrEqual(6);
    expect(shown.ids).not.toContain(talent!.id);
    const ofTheCategory = new Set(models.map((t) => t.id));
    for (const id of shown.ids) expect(ofTheCategory.has(id)).toBe(true);
    expect(shown.ids).toEqual(expected);
  });
}
