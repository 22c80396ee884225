import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CmsPage } from '@/components/content/CmsPage';
import { pageLocale, staticPageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'safety');
}

/** What the agency never asks, how it contacts people, how to report impersonation: the agency's text. */
export default async function SafetyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return <CmsPage type="safety" locale={locale} title={t('safety')} />;
}
