import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { createTranslator, hasLocale } from 'next-intl';
import { routing, type Locale } from '@/lib/i18n/routing';

// The catalogues are compiled when the site is built (next.config.ts,
// `precompile`): a message with values is no longer a plain string, so it is
// formatted by next-intl's translator, never by hand.
const catalogues = { pt, en, es };
export type ErrorKey = keyof typeof en.Errors;

/** A translated error text for route handlers (no React context there), filled from values. */
export function errorText(
  locale: string | undefined,
  key: ErrorKey,
  values: Record<string, string | number> = {},
): string {
  const lang: Locale = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'Errors' });
  return t(key, values);
}
