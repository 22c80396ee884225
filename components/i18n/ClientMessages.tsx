import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LAYOUT_MESSAGES, pickMessages } from '@/lib/i18n/client-messages';

type Props = {
  locale: Locale;
  /** What the client components inside translate: namespaces, or single `Namespace.key`s. */
  namespaces: readonly string[];
  children: React.ReactNode;
};

/**
 * Gives the client components inside it their translations: those of the
 * layout's client parts (header, error views) and the page's own, and
 * nothing else, so a page's payload carries only the texts its scripts use.
 */
export async function ClientMessages({ locale, namespaces, children }: Props) {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(messages, [...LAYOUT_MESSAGES, ...namespaces])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
