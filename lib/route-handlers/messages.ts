import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/lib/i18n/routing';

const errors = { pt: pt.Errors, en: en.Errors, es: es.Errors };
export type ErrorKey = keyof typeof en.Errors;

/** A translated error text for route handlers (no React context there); `{name}` is filled from values. */
export function errorText(
  locale: string | undefined,
  key: ErrorKey,
  values: Record<string, string | number> = {},
): string {
  const lang: Locale = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  return errors[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
