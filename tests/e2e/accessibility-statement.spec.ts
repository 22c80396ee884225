import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { talentsOf } from './support/api';
import { expectNoViolations } from './support/axe';
import { E2E } from './support/ports';

// The accessibility statement the Lei Brasileira de Inclusão (art. 63) asks for: in three
// languages, reached from the foot of every page with the accessibility symbol, listed for
// search engines, and itself accessible and valid.
const site = E2E.siteUrl;
const statements = [
  {
    lang: 'pt',
    path: '/acessibilidade',
    heading: 'Declaração de acessibilidade',
    link: 'Acessibilidade',
    prefix: '',
    models: 'modelos',
  },
  {
    lang: 'en',
    path: '/en/accessibility',
    heading: 'Accessibility statement',
    link: 'Accessibility',
    prefix: '/en',
    models: 'models',
  },
  {
    lang: 'es',
    path: '/es/accesibilidad',
    heading: 'Declaración de accesibilidad',
    link: 'Accesibilidad',
    prefix: '/es',
    models: 'modelos',
  },
] as const;

for (const { lang, path, heading } of statements) {
  test(`${path} states the site's accessibility in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const main = page.locator('main');
    await expect(main).toContainText(/WCAG\)? 2\.2/);
    await expect(main).toContainText('13.146/2015');
    // Six sections after the introduction, as in the W3C's model statement.
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6);
    // Barriers are reported to the agency's commercial address, the one the footer shows.
    const footerMail = await page.locator('footer a[href^="mailto:"]').getAttribute('href');
    await expect(main.locator('a[href^="mailto:"]')).toHaveAttribute('href', footerMail!);
    await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  });
}

test('the statement has its title, description, canonical and alternates', async ({ page }) => {
  await page.goto('/en/accessibility');
  expect(await page.title()).toBe('Accessibility statement | Aurora Talents');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /WCAG 2\.2/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${site}/en/accessibility`,
  );
  const alternates = Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ),
  );
  expect(alternates).toEqual({
    pt: `${site}/acessibilidade`,
    en: `${site}/en/accessibility`,
    es: `${site}/es/accesibilidad`,
    'x-default': `${site}/acessibilidade`,
  });
});

for (const { lang, path, link, prefix, models } of statements) {
  test(`the footer of the home, a profile and the blog links to the statement in ${lang}`, async ({
    page,
  }) => {
    const [talent] = await talentsOf(1, lang);
    const profile = `${prefix}/${models}/${talent!.id}/${encodeURIComponent(talent!.name)}`;
    for (const from of [prefix || '/', profile, `${prefix}/blog`]) {
      expect((await page.goto(from))?.status(), from).toBe(200);
      const footerLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: link, exact: true });
      await expect(footerLink, from).toHaveAttribute('href', path);
      // The symbol is decoration: the link's words name it.
      await expect(footerLink.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
}

test('the sitemap lists the statement in three languages with its alternates', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const { path } of statements) {
    const block = xml.match(new RegExp(`<url>\\s*<loc>${site}${path}</loc>[\\s\\S]*?</url>`))?.[0];
    expect(block, path).toBeDefined();
    for (const { lang, path: other } of statements) {
      expect(block).toContain(`hreflang="${lang}" href="${site}${other}"`);
    }
  }
});

for (const width of [390, 1440]) {
  test(`the statement has no accessibility violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of statements) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    }
  });
}

test('the server HTML of the statement is valid in every language', async ({ request }) => {
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  for (const { path } of statements) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const report = await validator.validateString(await response.text());
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    );
    expect(problems, path).toEqual([]);
  }
});
