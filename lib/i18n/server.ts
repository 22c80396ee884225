import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { alternatesFor, pathFor, type Route } from './paths';
import { defaultLocale, isLocale, type Locale } from './routing';

/** Reads and checks the [lang] param, and fixes it for next-intl's static rendering. */
export async function pageLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  return lang;
}

/** Title, description, canonical URL and hreflang alternates of a page. */
export function pageMetadata(
  locale: Locale,
  route: Route,
  fields: { title?: string; description: string },
): Metadata {
  const languages: Record<string, string> = { ...alternatesFor(route) };
  languages['x-default'] = pathFor(defaultLocale, route);
  return {
    ...(fields.title ? { title: fields.title } : {}),
    description: fields.description,
    alternates: { canonical: pathFor(locale, route), languages },
  };
}
