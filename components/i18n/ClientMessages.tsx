import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  locale: Locale;
  /** The namespaces the client components inside translate. */
  namespaces: readonly string[];
  children: React.ReactNode;
};

/**
 * Gives the client components inside it their translations, and only the
 * namespaces they use. Only pages with such components use it (the layout
 * has none), so the translation library is in those pages' first load and
 * no other's.
 */
export async function ClientMessages({ locale, namespaces, children }: Props) {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  const picked = Object.fromEntries(
    namespaces.filter((key) => key in messages).map((key) => [key, messages[key]]),
  );
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
