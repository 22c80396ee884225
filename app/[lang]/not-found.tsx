import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { BackButton } from '@/components/errors/BackButton';
import { ErrorView } from '@/components/errors/ErrorView';
import { primaryButton } from '@/components/ui/buttonStyles';
import { pathFor } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'pt';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <ErrorView code="404" title={t('title')} description={t('description')}>
      <BackButton label={t('back')} />
      <Link href={pathFor(locale, { page: 'home' })} className={primaryButton}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
