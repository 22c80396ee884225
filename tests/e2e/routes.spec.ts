import { expect, test } from '@playwright/test';

// Every screen of the site, in each language, with its heading.
const pages: Array<[path: string, lang: string, heading: RegExp]> = [
  ['/', 'pt', /Aurora Talents/i],
  ['/en', 'en', /Aurora Talents/i],
  ['/es', 'es', /Aurora Talents/i],
  ['/sobre-nos', 'pt', /Sobre nós/i],
  ['/en/about-us', 'en', /About us/i],
  ['/es/sobre-nosotros', 'es', /Sobre nosotros/i],
  ['/agenciamiento', 'pt', /Agenciamento/i],
  ['/en/recruitment', 'en', /Get scouted/i],
  ['/es/reclutamiento', 'es', /Reclutamiento/i],
  ['/favoritos', 'pt', /Favoritos/i],
  ['/en/favorites', 'en', /Favorites/i],
  ['/es/favoritos', 'es', /Favoritos/i],
  ['/contato', 'pt', /Contato/i],
  ['/en/contact', 'en', /Contact/i],
  ['/es/contacto', 'es', /Contacto/i],
  ['/blog', 'pt', /Blog/i],
  ['/en/blog', 'en', /Blog/i],
  ['/es/blog', 'es', /Blog/i],
  ['/privacy', 'pt', /Política de privacidade/i],
  ['/en/privacy', 'en', /Privacy policy/i],
  ['/es/privacidad', 'es', /Política de privacidad/i],
  ['/seguranca', 'pt', /Segurança/i],
  ['/en/safety', 'en', /Safety/i],
  ['/es/seguridad', 'es', /Seguridad/i],
  ['/acessibilidade', 'pt', /Declaração de acessibilidade/i],
  ['/en/accessibility', 'en', /Accessibility statement/i],
  ['/es/accesibilidad', 'es', /Declaración de accesibilidad/i],
  ['/modelos', 'pt', /Modelos/i],
  ['/en/models', 'en', /Models/i],
  ['/es/modelos', 'es', /Modelos/i],
  ['/atores', 'pt', /Atores/i],
  ['/en/actors', 'en', /Actors/i],
  ['/es/actores', 'es', /Actores/i],
  ['/influencers', 'pt', /Influenciadores/i],
  ['/en/influencers', 'en', /Influencers/i],
  ['/es/creators', 'es', /Creadores/i],
  ['/creators', 'pt', /Criadores/i],
];

for (const [path, lang, heading] of pages) {
  test(`${path} answers 200 in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the fallback prefix redirects to the unprefixed path', async ({ request }) => {
  const redirects: Array<[from: string, to: string]> = [
    ['/pt', '/'],
    ['/pt/sobre-nos', '/sobre-nos'],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
  }
});

// A page's word in another language (or its internal name) is not a dead end:
// it redirects, for good, to the word of the language the path is in.
test('a word of another language redirects to the right word', async ({ request }) => {
  const redirects: Array<[from: string, to: string]> = [
    ['/en/modelos', '/en/models'],
    ['/es/atores', '/es/actores'],
    ['/about-us', '/sobre-nos'],
    ['/privacidad', '/privacy'],
    ['/es/privacy', '/es/privacidad'],
    ['/en/about', '/en/about-us'],
    ['/en/modelos/12/ana-lima', '/en/models/12/ana-lima'],
    // The Portuguese spelling the recruitment page itself uses.
    ['/agenciamento', '/agenciamiento'],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }
});

const notFound: Array<[path: string, title: RegExp]> = [
  ['/fr', /Esta página não foi encontrada/],
  ['/fr/about-us', /Esta página não foi encontrada/],
  ['/xx/blog', /Esta página não foi encontrada/],
  ['/modelos/12', /Esta página não foi encontrada/],
  ['/en/blog/not-a-number/x', /This page could not be found/],
  ['/nope', /Esta página não foi encontrada/],
  ['/es/nada', /No se pudo encontrar esta página/],
];

for (const [path, title] of notFound) {
  test(`${path} answers 404 with the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: /^(Início|Home|Inicio)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Voltar|Return|Volver/ })).toBeVisible();
  });
}
