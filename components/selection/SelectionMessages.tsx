import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';

// The selection's texts reach the browser on the favorites pages only (the
// layout sends what every page needs). A nested provider replaces the
// messages of the layout's, so the namespaces used inside are given again.
const NAMESPACES = ['Selection', 'Talents', 'Forms', 'Validation', 'Errors', 'Units'];

export async function SelectionMessages({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  const picked = Object.fromEntries(
    NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]]),
  );
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
