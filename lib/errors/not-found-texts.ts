import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { pathFor } from '@/lib/i18n/paths';
import { routing, type Locale } from '@/lib/i18n/routing';

const catalogues = { pt, en, es };

export type NotFoundTexts = {
  title: string;
  description: string;
  back: string;
  home: string;
  homeHref: string;
  postDescription: string;
  blog: string;
  blogHref: string;
};

/**
 * The 404 view's texts and links in every language. A not-found file gets no
 * params and must not read the request (that would make every cached page
 * dynamic), so it passes all three and the view shows its page's language.
 */
export function notFoundTexts(): Record<Locale, NotFoundTexts> {
  const texts = routing.locales.map((locale) => {
    const messages = catalogues[locale];
    const t = createTranslator({ locale, messages, namespace: 'NotFound' });
    const blog = createTranslator({ locale, messages, namespace: 'Blog' });
    const entry: NotFoundTexts = {
      title: t('title'),
      description: t('description'),
      back: t('back'),
      home: t('home'),
      homeHref: pathFor(locale, { page: 'home' }),
      postDescription: blog('notFound'),
      blog: blog('back'),
      blogHref: pathFor(locale, { page: 'blog' }),
    };
    return [locale, entry] as const;
  });
  return Object.fromEntries(texts) as Record<Locale, NotFoundTexts>;
}
