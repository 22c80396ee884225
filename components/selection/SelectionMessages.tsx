import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
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
] as const;

export function SelectionMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages locale={locale} namespaces={NAMESPACES}>
      {children}
    </ClientMessages>
  );
}
