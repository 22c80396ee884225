import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CmsPage } from '@/components/content/CmsPage';
import { env } from '@/lib/env';
import { pageLocale, pageMetadata } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return await pageMetadata(
    locale,
    { page: 'about' },
    {
      title: t('about'),
      description: t('aboutDescription', { site: env.SITE_NAME }),
    },
  );
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return <CmsPage type="about_us" locale={locale} title={t('about')} />;
}
