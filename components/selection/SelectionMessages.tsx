import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';

// The texts of the favorites pages' client components (the selection, the
// favorites board, the quote form): they reach the browser on these pages only.
const NAMESPACES = [
  'Selection',
  'Favorites',
  'Talents',
  'Forms',
  'Validation',
  'Errors',
  'Options',
  'Units',
];

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
