import { defineRouting } from 'next-intl/routing';
import { oneOf } from '@/lib/one-of';

/** What the site knows of a page of app/[lang] before its render: the proxy decides by it. */
export type PageEntry = {
  /** What visitors see, per language or one for all; null: reached only by the proxy's rewrite. */
  readonly paths: string | Readonly<Record<string, string>> | null;
  /** Its render reads the agency API: in an outage the proxy answers 503 unless the cache has it. */
  readonly needsApi: boolean;
  /** Per request: its content is the visitor's question, read from the query; no cache keeps it. */
  readonly render: 'cached' | 'per-request';
};

// The one table of the site's pages, under their internal pathnames: the folders under app/[lang]
// (a category is [category]'s value). A page missing here answers 404 (the proxy knows no other);
// tests/unit/static-pages.test.ts fails on a page.tsx without its entry, or a render that is not
// the one its file does.
export const PAGES = {
  '/': { paths: '/', needsApi: true, render: 'cached' },
  '/about': {
    paths: { pt: '/sobre-nos', en: '/about-us', es: '/sobre-nosotros' },
    needsApi: true,
    render: 'cached',
  },
  '/recruitment': {
    paths: { pt: '/agenciamiento', en: '/recruitment', es: '/reclutamiento' },
    needsApi: true,
    render: 'cached',
  },
  // The browser keeps the favorites; the contact form and the accessibility statement are the
  // site's own texts. Each renders (header and footer too) while the agency API is down.
  '/favorites': {
    paths: { pt: '/favoritos', en: '/favorites', es: '/favoritos' },
    needsApi: false,
    render: 'cached',
  },
  '/contact': {
    paths: { pt: '/contato', en: '/contact', es: '/contacto' },
    needsApi: false,
    render: 'cached',
  },
  '/accessibility': {
    paths: { pt: '/acessibilidade', en: '/accessibility', es: '/accesibilidad' },
    needsApi: false,
    render: 'cached',
  },
  '/privacy': {
    paths: { pt: '/privacy', en: '/privacy', es: '/privacidad' },
    needsApi: true,
    render: 'cached',
  },
  '/safety': {
    paths: { pt: '/seguranca', en: '/safety', es: '/seguridad' },
    needsApi: true,
    render: 'cached',
  },
  '/blog': { paths: '/blog', needsApi: true, render: 'cached' },
  '/blog/page/[n]': {
    paths: { pt: '/blog/pagina/[n]', en: '/blog/page/[n]', es: '/blog/pagina/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/blog/more/[n]': {
    paths: { pt: '/blog/mais/[n]', en: '/blog/more/[n]', es: '/blog/mas/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/blog/[id]/[slug]': { paths: '/blog/[id]/[slug]', needsApi: true, render: 'cached' },
  // The shared selection: its ids (and marks) are the visitor's question.
  '/selection': {
    paths: { pt: '/selecao', en: '/selection', es: '/seleccion' },
    needsApi: true,
    render: 'per-request',
  },
  // A review board (/avaliacao/<22 random characters>): a team's marks, kept in the site's own
  // database, read on each request. Its address is the secret that opens it: not in the sitemap,
  // never indexed; the proxy answers 404 for a board there is not.
  '/review/[board]': {
    paths: { pt: '/avaliacao/[board]', en: '/review/[board]', es: '/revision/[board]' },
    needsApi: true,
    render: 'per-request',
  },
  // Each list is a cached page; its later pages and grown lists are cached pages of their own
  // (/modelos/pagina/2, /modelos/mais/2), and a filtered or searched list is its search page
  // (/modelos/busca?gender=woman), the one list that reads its query.
  '/models': {
    paths: { pt: '/modelos', en: '/models', es: '/modelos' },
    needsApi: true,
    render: 'cached',
  },
  '/models/page/[n]': {
    paths: { pt: '/modelos/pagina/[n]', en: '/models/page/[n]', es: '/modelos/pagina/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/models/more/[n]': {
    paths: { pt: '/modelos/mais/[n]', en: '/models/more/[n]', es: '/modelos/mas/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/models/search': {
    paths: { pt: '/modelos/busca', en: '/models/search', es: '/modelos/busqueda' },
    needsApi: true,
    render: 'per-request',
  },
  '/models/[id]/[name]': {
    paths: { pt: '/modelos/[id]/[name]', en: '/models/[id]/[name]', es: '/modelos/[id]/[name]' },
    needsApi: true,
    render: 'cached',
  },
  '/actors': {
    paths: { pt: '/atores', en: '/actors', es: '/actores' },
    needsApi: true,
    render: 'cached',
  },
  '/actors/page/[n]': {
    paths: { pt: '/atores/pagina/[n]', en: '/actors/page/[n]', es: '/actores/pagina/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/actors/more/[n]': {
    paths: { pt: '/atores/mais/[n]', en: '/actors/more/[n]', es: '/actores/mas/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/actors/search': {
    paths: { pt: '/atores/busca', en: '/actors/search', es: '/actores/busqueda' },
    needsApi: true,
    render: 'per-request',
  },
  '/actors/[id]/[name]': {
    paths: { pt: '/atores/[id]/[name]', en: '/actors/[id]/[name]', es: '/actores/[id]/[name]' },
    needsApi: true,
    render: 'cached',
  },
  // Influencers and creators keep the same word in every language.
  '/influencers': { paths: '/influencers', needsApi: true, render: 'cached' },
  '/influencers/page/[n]': {
    paths: {
      pt: '/influencers/pagina/[n]',
      en: '/influencers/page/[n]',
      es: '/influencers/pagina/[n]',
    },
    needsApi: true,
    render: 'cached',
  },
  '/influencers/more/[n]': {
    paths: {
      pt: '/influencers/mais/[n]',
      en: '/influencers/more/[n]',
      es: '/influencers/mas/[n]',
    },
    needsApi: true,
    render: 'cached',
  },
  '/influencers/search': {
    paths: { pt: '/influencers/busca', en: '/influencers/search', es: '/influencers/busqueda' },
    needsApi: true,
    render: 'per-request',
  },
  '/influencers/[id]/[name]': {
    paths: '/influencers/[id]/[name]',
    needsApi: true,
    render: 'cached',
  },
  '/creators': { paths: '/creators', needsApi: true, render: 'cached' },
  '/creators/page/[n]': {
    paths: { pt: '/creators/pagina/[n]', en: '/creators/page/[n]', es: '/creators/pagina/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/creators/more/[n]': {
    paths: { pt: '/creators/mais/[n]', en: '/creators/more/[n]', es: '/creators/mas/[n]' },
    needsApi: true,
    render: 'cached',
  },
  '/creators/search': {
    paths: { pt: '/creators/busca', en: '/creators/search', es: '/creators/busqueda' },
    needsApi: true,
    render: 'per-request',
  },
  '/creators/[id]/[name]': { paths: '/creators/[id]/[name]', needsApi: true, render: 'cached' },
  // The answers the proxy rewrites to: an unknown path (404) and the agency API down (503).
  '/page-not-found': { paths: null, needsApi: false, render: 'cached' },
  '/service-unavailable': { paths: null, needsApi: false, render: 'cached' },
} as const satisfies Record<string, PageEntry>;

type Pages = typeof PAGES;
export type InternalPathname = keyof Pages;

/** next-intl's pathnames: the public pages of the table, each with its paths. */
type PublicPathnames = {
  [P in InternalPathname as Pages[P]['paths'] extends null ? never : P]: Exclude<
    Pages[P]['paths'],
    null
  >;
};

const publicPathnames = Object.fromEntries(
  Object.entries(PAGES).flatMap(([pathname, page]) =>
    page.paths === null ? [] : [[pathname, page.paths]],
  ),
) as PublicPathnames;

export const routing = defineRouting({
  locales: ['pt', 'en', 'es'],
  defaultLocale: 'pt',
  // pt is served without its prefix; /pt/... redirects to the unprefixed path.
  localePrefix: 'as-needed',
  // The language is in the address alone: no guess from the browser and no
  // cookie, so a link shows the same page to everyone and pages stay cacheable.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are in each page's head (a post has none in the other
  // languages, which the proxy cannot know).
  alternateLinks: false,
  pathnames: publicPathnames,
});

export type Locale = (typeof routing.locales)[number];
export type Pathname = keyof typeof routing.pathnames;

/** Talent categories: the internal key is the [category] folder's value. */
export const categories = ['models', 'actors', 'influencers', 'creators'] as const;
export type Category = (typeof categories)[number];

export const isCategory = oneOf(categories);
