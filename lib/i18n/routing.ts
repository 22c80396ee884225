import { defineRouting } from 'next-intl/routing';
import { oneOf } from '@/lib/one-of';

// The one table of locales and localized pathnames. Internal names are the folders under
// app/[lang] (a category is [category]'s value); the right side is what visitors see.
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
  pathnames: {
    '/': '/',
    '/about': { pt: '/sobre-nos', en: '/about-us', es: '/sobre-nosotros' },
    '/recruitment': { pt: '/agenciamiento', en: '/recruitment', es: '/reclutamiento' },
    '/favorites': { pt: '/favoritos', en: '/favorites', es: '/favoritos' },
    '/contact': { pt: '/contato', en: '/contact', es: '/contacto' },
    '/blog': '/blog',
    '/blog/page/[n]': { pt: '/blog/pagina/[n]', en: '/blog/page/[n]', es: '/blog/pagina/[n]' },
    '/blog/more/[n]': { pt: '/blog/mais/[n]', en: '/blog/more/[n]', es: '/blog/mas/[n]' },
    '/blog/[id]/[slug]': '/blog/[id]/[slug]',
    '/privacy': { pt: '/privacy', en: '/privacy', es: '/privacidad' },
    '/safety': { pt: '/seguranca', en: '/safety', es: '/seguridad' },
    '/accessibility': { pt: '/acessibilidade', en: '/accessibility', es: '/accesibilidad' },
    // The shared selection: its ids (and marks) are the visitor's question, read per request.
    '/selection': { pt: '/selecao', en: '/selection', es: '/seleccion' },
    // Each list is a cached page; its later pages and grown lists are cached pages of their own
    // (/modelos/pagina/2, /modelos/mais/2), and a filtered or searched list is its search page
    // (/modelos/busca?gender=woman), the one list that reads its query.
    '/models': { pt: '/modelos', en: '/models', es: '/modelos' },
    '/models/page/[n]': {
      pt: '/modelos/pagina/[n]',
      en: '/models/page/[n]',
      es: '/modelos/pagina/[n]',
    },
    '/models/more/[n]': { pt: '/modelos/mais/[n]', en: '/models/more/[n]', es: '/modelos/mas/[n]' },
    '/models/search': { pt: '/modelos/busca', en: '/models/search', es: '/modelos/busqueda' },
    '/models/[id]/[name]': {
      pt: '/modelos/[id]/[name]',
      en: '/models/[id]/[name]',
      es: '/modelos/[id]/[name]',
    },
    '/actors': { pt: '/atores', en: '/actors', es: '/actores' },
    '/actors/page/[n]': {
      pt: '/atores/pagina/[n]',
      en: '/actors/page/[n]',
      es: '/actores/pagina/[n]',
    },
    '/actors/more/[n]': { pt: '/atores/mais/[n]', en: '/actors/more/[n]', es: '/actores/mas/[n]' },
    '/actors/search': { pt: '/atores/busca', en: '/actors/search', es: '/actores/busqueda' },
    '/actors/[id]/[name]': {
      pt: '/atores/[id]/[name]',
      en: '/actors/[id]/[name]',
      es: '/actores/[id]/[name]',
    },
    // Influencers and creators keep the same word in every language.
    '/influencers': '/influencers',
    '/influencers/page/[n]': {
      pt: '/influencers/pagina/[n]',
      en: '/influencers/page/[n]',
      es: '/influencers/pagina/[n]',
    },
    '/influencers/more/[n]': {
      pt: '/influencers/mais/[n]',
      en: '/influencers/more/[n]',
      es: '/influencers/mas/[n]',
    },
    '/influencers/search': {
      pt: '/influencers/busca',
      en: '/influencers/search',
      es: '/influencers/busqueda',
    },
    '/influencers/[id]/[name]': '/influencers/[id]/[name]',
    '/creators': '/creators',
    '/creators/page/[n]': {
      pt: '/creators/pagina/[n]',
      en: '/creators/page/[n]',
      es: '/creators/pagina/[n]',
    },
    '/creators/more/[n]': {
      pt: '/creators/mais/[n]',
      en: '/creators/more/[n]',
      es: '/creators/mas/[n]',
    },
    '/creators/search': { pt: '/creators/busca', en: '/creators/search', es: '/creators/busqueda' },
    '/creators/[id]/[name]': '/creators/[id]/[name]',
  },
});

export type Locale = (typeof routing.locales)[number];
export type Pathname = keyof typeof routing.pathnames;

/** Talent categories: the internal key is the [category] folder's value. */
export const categories = ['models', 'actors', 'influencers', 'creators'] as const;
export type Category = (typeof categories)[number];

export const isCategory = oneOf(categories);
