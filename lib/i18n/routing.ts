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
    '/blog/[id]/[slug]': '/blog/[id]/[slug]',
    '/privacy': { pt: '/privacy', en: '/privacy', es: '/privacidad' },
    '/safety': { pt: '/seguranca', en: '/safety', es: '/seguridad' },
    '/accessibility': { pt: '/acessibilidade', en: '/accessibility', es: '/accesibilidad' },
    '/models': { pt: '/modelos', en: '/models', es: '/modelos' },
    '/models/[id]/[name]': {
      pt: '/modelos/[id]/[name]',
      en: '/models/[id]/[name]',
      es: '/modelos/[id]/[name]',
    },
    '/actors': { pt: '/atores', en: '/actors', es: '/actores' },
    '/actors/[id]/[name]': {
      pt: '/atores/[id]/[name]',
      en: '/actors/[id]/[name]',
      es: '/actores/[id]/[name]',
    },
    // Influencers and creators keep the same word in every language.
    '/influencers': '/influencers',
    '/influencers/[id]/[name]': '/influencers/[id]/[name]',
    '/creators': '/creators',
    '/creators/[id]/[name]': '/creators/[id]/[name]',
  },
});

export type Locale = (typeof routing.locales)[number];
export type Pathname = keyof typeof routing.pathnames;

/** Talent categories: the internal key is the [category] folder's value. */
export const categories = ['models', 'actors', 'influencers', 'creators'] as const;
export type Category = (typeof categories)[number];

export const isCategory = oneOf(categories);
