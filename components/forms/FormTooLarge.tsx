import { getTranslations } from 'next-intl/server';
import { FORM_BODY_MEGABYTES, FORM_TOO_LARGE_ID } from '@/lib/proxy/too-large';
import type { Locale } from '@/lib/i18n/routing';

// The proxy sends a post too large back to `#form-too-large`; :target shows this, cached.
export async function FormTooLarge({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Forms' });
  return (
    <p
      id={FORM_TOO_LARGE_ID}
      role="alert"
      tabIndex={-1}
      className="mb-6 hidden border-l-4 border-danger py-2 pl-4 text-danger target:block"
    >
      {t('formTooLarge', { max: FORM_BODY_MEGABYTES })}
    </p>
  );
}
