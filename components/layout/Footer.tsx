import { Link } from '@/components/navigation/Link';
import { getTranslations } from 'next-intl/server';
import { AccessibilityIcon } from '@/components/layout/AccessibilityIcon';
import { CookieSettings } from '@/components/consent/CookieSettings';
import { consentSettings } from '@/lib/consent/settings';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

type Props = { locale: Locale };

export async function Footer({ locale }: Props) {
  const [t, consent] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    consentSettings(locale),
  ]);
  return (
    <footer className="border-t border-ink/10 text-sm text-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-8">
        <p data-testid="copyright">
          {/* Pages are revalidated every few minutes, so the server's year stays current. */}
          {t('copyright', { year: new Date().getFullYear(), site: env.SITE_NAME })}
        </p>
        <p>
          {t('commercial')}:{' '}
          <a
            href={`mailto:${env.COMMERCIAL_EMAIL}`}
            className="text-ink underline underline-offset-4"
          >
            {env.COMMERCIAL_EMAIL}
          </a>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href="/privacy" className="underline underline-offset-4">
            {t('privacy')}
          </Link>
          <Link href="/safety" className="underline underline-offset-4">
            {t('safety')}
          </Link>
          <Link
            href="/accessibility"
            className="inline-flex items-center gap-1.5 underline underline-offset-4"
          >
            <AccessibilityIcon />
            {t('accessibility')}
          </Link>
          <CookieSettings settings={consent} label={t('cookieSettings')} />
          <a href={env.POWERED_BY_URL} rel="noopener" className="underline underline-offset-4">
            {t('poweredBy', { name: env.POWERED_BY_NAME })}
          </a>
        </p>
      </div>
    </footer>
  );
}
