import { api, talentsOf } from './api';

// One public path of each page type in a language: home, the fixed pages, a
// talent list, a profile, the blog, a post (each language has its own) and a 404.
const prefixes = { pt: '', en: '/en', es: '/es' } as const;
const words = {
  pt: [
    'sobre-nos',
    'modelos',
    'atores',
    'blog',
    'contato',
    'favoritos',
    'agenciamiento',
    'privacy',
    'seguranca',
    'acessibilidade',
  ],
  en: [
    'about-us',
    'models',
    'actors',
    'blog',
    'contact',
    'favorites',
    'recruitment',
    'privacy',
    'safety',
    'accessibility',
  ],
  es: [
    'sobre-nosotros',
    'modelos',
    'actores',
    'blog',
    'contacto',
    'favoritos',
    'reclutamiento',
    'privacidad',
    'seguridad',
    'accesibilidad',
  ],
} as const;

export type Lang = keyof typeof prefixes;
export const langs = Object.keys(prefixes) as Lang[];

export async function pagesOfEveryType(lang: Lang): Promise<{ pages: string[]; missing: string }> {
  const prefix = prefixes[lang];
  const [talent] = await talentsOf(1, lang);
  const posts = await api<{ data: { data: Array<{ id: number; slug: string }> } }>(
    'panel',
    `/api/posts/blog/${lang}?paginate=1`,
  );
  const post = posts.data.data[0]!;
  return {
    pages: [
      prefix || '/',
      ...words[lang].map((word) => `${prefix}/${word}`),
      `${prefix}/${words[lang][1]}/${talent!.id}/${encodeURIComponent(talent!.name)}`,
      `${prefix}/blog/${post.id}/${post.slug}`,
    ],
    missing: `${prefix}/this-page-does-not-exist`,
  };
}
