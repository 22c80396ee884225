import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/** The title of a page that answers 404 with its not-found view (a gone talent or post). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  // Next adds the noindex of a 404 itself.
  return { title: t('title') };
}
