import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// The namespaces the pages' client components translate (the header's come
// as props from the server, see components/layout/Header.tsx).
const CLIENT_NAMESPACES = [
  'Errors',
  'Blog',
  'Validation',
  'Favorites',
  'Forms',
  'Options',
  'Talents',
  'Units',
];

/** The messages of `namespaces` in a language, for a client provider. */
export async function pickMessages(
  locale: Locale,
  namespaces: readonly string[] = CLIENT_NAMESPACES,
): Promise<Record<string, unknown>> {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  return Object.fromEntries(
    namespaces.filter((key) => key in messages).map((key) => [key, messages[key]]),
  );
}

type Props = { locale: Locale; children: React.ReactNode };

/**
 * Gives the client components inside it their translations. Only pages with
 * such components use it, so the translation library is in those pages'
 * first load and no other's.
 */
export async function ClientMessages({ locale, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={await pickMessages(locale)}>
      {children}
    </NextIntlClientProvider>
  );
}
