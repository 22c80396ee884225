import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LAYOUT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';

type Props = {
  locale: Locale;
  /** The namespaces the client components inside translate. */
  namespaces: readonly string[];
  children: React.ReactNode;
};

/**
 * Gives the client components inside it their translations: the namespaces
 * of the layout's client parts (header, error views) and the page's own.
 */
export async function ClientMessages({ locale, namespaces, children }: Props) {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickNamespaces(messages, [...LAYOUT_NAMESPACES, ...namespaces])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
