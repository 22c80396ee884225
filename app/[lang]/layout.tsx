import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { getInstagramUrl } from '@/lib/api/social';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/routing';
import '../globals.css';

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
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
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, instagramUrl] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Header' }),
    getInstagramUrl(),
  ]);
  return (
    <html lang={lang}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <Header locale={lang} instagramUrl={instagramUrl} />
          <main id="content" className="flex-1" tabIndex={-1}>
            {children}
          </main>
          <Footer locale={lang} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
