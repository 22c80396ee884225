import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CmsPage } from '@/components/content/CmsPage';
import { pageLocale, staticPageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'privacy');
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return <CmsPage type="privacy" locale={locale} title={t('privacy')} />;
}
