import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// The texts of the safe-scouting parts (age, guardian, consents, photo guide)
// travel to the browser on the recruitment page only, not with every page's
// layout; the form also needs the shared form texts, repeated here because a
// nested provider replaces its parent's messages.
const FORM_NAMESPACES = [
  'Forms',
  'Validation',
  'ApplicantValidation',
  'Errors',
  'Options',
  'Applicant',
  'PhotoGuide',
] as const;

/** The messages provider around the recruitment form. */
export async function RecruitmentMessages({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(FORM_NAMESPACES.map((key) => [key, messages[key]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
