import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import type { Locale } from '@/lib/i18n/routing';

// Route handlers have no React context: the selection's texts are read from
// the message files directly, with next-intl's own formatting (plurals).
const MESSAGES = { en, es, pt };

export function selectionTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Selection' });
}
