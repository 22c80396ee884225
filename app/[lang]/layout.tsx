import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { env } from '@/lib/env';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

// Every page is cached and re-rendered in the background at most this often;
// a failed re-render keeps serving the last good page.
export const revalidate = 300;

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: env.SITE_NAME, template: `%s | ${env.SITE_NAME}` },
    description: t('description', { site: env.SITE_NAME }),
    applicationName: env.SITE_NAME,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <SiteDocument locale={lang}>{children}</SiteDocument>;
}
