import type { routing } from '@/lib/i18n/routing';
import type messages from '@/messages/en.json';

// next-intl's types for the site: useLocale() and getLocale() return a Locale,
// and every message key given to t() is checked by tsc.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
