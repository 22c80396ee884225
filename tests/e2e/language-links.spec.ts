import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './support/ports';
import { api } from './support/api';
import { waitForHydration } from './support/hydration';
import { langs, pagesOfEveryType } from './support/pages';

// What a crawler reads in the server HTML of each page type in each language:
// every hreflang alternate and every language-switcher link must answer 200,
// and each alternate must list the page back (hreflang reciprocity).

type Links = { alternates: Record<string, string>; switcher: string[] };

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
}

function linksOf(html: string): Links {
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const hreflang = attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang');
    if (attribute(tag, 'rel') === 'alternate' && hreflang)
      alternates[hreflang] = attribute(tag, 'href')!;
  }
  // The switcher's links are the only anchors that carry hreflang.
  const switcher = [...html.matchAll(/<a\b[^>]*\shrefLang="[^"]*"[^>]*>/gi)].map(([tag]) =>
    attribute(tag, 'href')!,
  );
  return { alternates, switcher };
}

async function fetchLinks(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), links: linksOf(await response.text()) };
}

const absolute = (path: string) => new URL(path, E2E.siteUrl).toString();

test('every hreflang and language-switcher link answers 200, and alternates are reciprocal', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const pages: string[] = [];
  for (const lang of langs) pages.push(...(await pagesOfEveryType(lang)).pages);
  const checked = new Map<string, Links>();
  const load = async (url: string) => {
    const known = checked.get(url);
    if (known) return known;
    const { status, links } = await fetchLinks(request, url);
    expect(status, `${url} answers 200`).toBe(200);
    checked.set(url, links);
    return links;
  };

  for (const path of pages) {
    const { status, links } = await fetchLinks(request, path);
    // A profile with another slug redirects to its canonical path first.
    const canonical = status === 200 ? absolute(path) : null;
    const self = canonical ?? (await request.get(path)).url();
    const own = canonical ? links : linksOf(await (await request.get(self)).text());

    expect(own.switcher, `${path} has three language links`).toHaveLength(3);
    for (const href of own.switcher) await load(absolute(href));

    const alternates = Object.entries(own.alternates);
    expect(alternates.length, `${path} lists alternates`).toBeGreaterThan(0);
    for (const [hreflang, href] of alternates) {
      const back = await load(href);
      expect(Object.values(back.alternates), `${href} (${hreflang}) lists ${self} back`).toContain(
        self.replace(/\/$/, '') || self,
      );
    }
  }
});

type ApiPost = {
  id: number;
  slug: string;
  title: string;
  translations: Array<{ lang: string; id: number; slug: string }>;
};

async function firstPost(lang: string) {
  const list = await api<{ data: { data: Array<{ id: number }> } }>(
    'panel',
    `/api/posts/blog/${lang}?paginate=1`,
  );
  const { data } = await api<{ data: ApiPost }>(
    'panel',
    `/api/posts/blog/${lang}/${list.data.data[0]!.id}`,
  );
  return data;
}

const postPath = (lang: string, post: { id: number; slug: string }) =>
  `${lang === 'pt' ? '' : `/${lang}`}/blog/${post.id}/${encodeURI(post.slug)}`;

test("a post's language links lead to its translations, in the server's HTML", async ({
  request,
}) => {
  const post = await firstPost('en');
  const versions: Record<string, string> = Object.fromEntries([
    ['en', postPath('en', post)],
    ...post.translations.map((t) => [t.lang, postPath(t.lang, t)]),
  ]);
  expect(Object.keys(versions).sort()).toEqual(['en', 'es', 'pt']);
  const { links } = await fetchLinks(request, postPath('en', post));
  expect(links.switcher.sort()).toEqual(Object.values(versions).sort());
  expect(links.alternates).toEqual({
    ...Object.fromEntries(Object.entries(versions).map(([lang, path]) => [lang, absolute(path)])),
    'x-default': absolute(versions.pt!),
  });
});

test('the switch on a post opens its translation, and other pages keep their own switch', async ({
  page,
}) => {
  const post = await firstPost('en');
  const es = post.translations.find((t) => t.lang === 'es')!;
  const esPost = await api<{ data: ApiPost }>('panel', `/api/posts/blog/es/${es.id}`);
  await page.goto(postPath('en', post));
  await waitForHydration(page, 'nav[aria-label="Language"] a');
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: /^ES/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/es/blog/${es.id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(esPost.data.title);
  // A client navigation away from the post: the switch follows the page shown now.
  await page
    .getByRole('link', { name: /Volver al blog|Blog/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/es\/blog$/);
  const languages = page.getByRole('navigation', { name: 'Idioma' });
  await expect(languages.getByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/en/blog');
  // And back onto a post by a client navigation: its translations again.
  await page
    .locator(`main a[href="${postPath('es', esPost.data)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/es/blog/${es.id}/`));
  await expect(languages.getByRole('link', { name: /^EN/ })).toHaveAttribute(
    'href',
    postPath('en', post),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a post's language link opens its translation", async ({ page }) => {
    const post = await firstPost('pt');
    const en = post.translations.find((t) => t.lang === 'en')!;
    await page.goto(postPath('pt', post));
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: /^EN/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/${en.id}/`));
    const enPost = await api<{ data: ApiPost }>('panel', `/api/posts/blog/en/${en.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPost.data.title);
  });
});

test.describe('focus after a language switch', () => {
  test('stays on the switch, now in the new language, when it is in view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/contact');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await waitForHydration(page, 'nav[aria-label="Language"] a');
    // As a keyboard user: Tab to ES, Enter.
    await languages.getByRole('link', { name: /^ES/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/contacto$/);
    const es = page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: /^ES/ });
    await expect(es).toHaveAttribute('aria-current', 'true');
    await expect(es).toBeFocused();
    await expect(es).toBeInViewport();
  });

  test('moves to the main content when the switch was in the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/contact');
    await waitForHydration(page, 'button[aria-controls="site-menu"]');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: /^PT/ })
      .click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contato');
    // The menu closed with the old page; focus is not left on the page's start.
    await expect(page.locator('main')).toBeFocused();
    await expect(page.locator('main')).toBeInViewport();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});
