import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';

const errors = { pt: pt.Errors, en: en.Errors, es: es.Errors };
export type ErrorKey = keyof typeof en.Errors;

/** A translated error text for route handlers (no React context there). */
export function errorText(locale: string | undefined, key: ErrorKey): string {
  const lang: Locale = isLocale(locale) ? locale : defaultLocale;
  return errors[lang][key];
}
