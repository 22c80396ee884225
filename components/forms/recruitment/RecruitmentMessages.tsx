import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Locale } from '@/lib/i18n/routing';

// The texts of the safe-scouting parts (age, guardian, consents, photo guide)
// and the shared form texts travel to the browser on the recruitment page only.
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
export function RecruitmentMessages({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  return (
    <ClientMessages locale={locale} namespaces={FORM_NAMESPACES}>
      {children}
    </ClientMessages>
  );
}
