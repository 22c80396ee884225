import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LAYOUT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';

type Props = {
  locale: Locale;
  namespaces: readonly string[];
  children: React.ReactNode;
};

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
