import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from './routing';

/**
 * The page's language, from its [lang] param: an unknown one is a 404. next-intl learns the same
 * locale by itself from the root param (request.ts), so nothing is fixed here and pages stay static.
 */
export async function pageLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  return lang;
}
