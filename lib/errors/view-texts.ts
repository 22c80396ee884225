import 'server-only';
import { getTranslations } from 'next-intl/server';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

export type ErrorPageTexts = {
  unavailableTitle: string;
  unavailableDescription: string;
  genericTitle: string;
  genericDescription: string;
  retry: string;
  home: string;
  homeHref: string;
};

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

/** The error and 404 views' texts and links in one language, for the layout to hand down. */
export async function viewTexts(locale: Locale) {
  const [errors, notFound, blog] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  const homeHref = pathFor(locale, { page: 'home' });
  const error: ErrorPageTexts = {
    unavailableTitle: errors('unavailableTitle'),
    unavailableDescription: errors('unavailableDescription'),
    genericTitle: errors('genericTitle'),
    genericDescription: errors('genericDescription'),
    retry: errors('retry'),
    home: errors('home'),
    homeHref,
  };
  const notFoundTexts: NotFoundTexts = {
    title: notFound('title'),
    description: notFound('description'),
    back: notFound('back'),
    home: notFound('home'),
    homeHref,
    postDescription: blog('notFound'),
    blog: blog('back'),
    blogHref: pathFor(locale, { page: 'blog' }),
  };
  return { error, notFound: notFoundTexts };
}
