import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/errors/ErrorView';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { pathFor } from '@/lib/i18n/paths';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { title: t('unavailableTitle'), robots: { index: false, follow: false } };
}

// proxy.ts rewrites here with 503 while the API does not answer; it needs no API itself.
export default async function ServiceUnavailable({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return (
    <ErrorView code="503" title={t('unavailableTitle')} description={t('unavailableDescription')}>
      {/* An empty address is the one the visitor asked for: trying again reloads it. */}
      <a href="" className={primaryButton}>
        {t('retry')}
      </a>
      <a href={pathFor(locale, '/')} className={secondaryButton}>
        {t('home')}
      </a>
    </ErrorView>
  );
}
