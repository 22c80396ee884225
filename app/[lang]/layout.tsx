import '@/app/globals.css';
// The sliders' styles (home and profile) are a few KB: in the one stylesheet of every page rather
// than a stylesheet of their pages, which the router preloads, unused, wherever it prefetches a
// link to them (the browser then warns of a preload not used).
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/effect-fade';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NavigationProgress } from '@/components/experience/NavigationProgress';
import { PageTransition } from '@/components/experience/PageTransition';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ThirdPartyScripts } from '@/components/layout/ThirdPartyScripts';
import { UnitScript } from '@/components/units/UnitScript';
import { PageStatus } from '@/components/ui/PageStatus';
import { getInstagramUrl } from '@/lib/agency-api/social';
import { env } from '@/lib/env';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

// A failed re-render keeps serving the last good page.
export const revalidate = 300;

// `languages`: the header's language switch, which a post fills with its translations.
type Props = {
  children: React.ReactNode;
  languages: React.ReactNode;
  params: Promise<{ lang: string }>;
};

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

export default async function LangLayout({ children, languages, params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const [t, instagramUrl] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Header' }),
    getInstagramUrl(),
  ]);
  return (
    // The visitor's units are set on <html> by UnitScript before React hydrates.
    <html lang={lang} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <UnitScript />
        <NavigationProgress />
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {t('skipToContent')}
        </a>
        <ClientMessages locale={lang} namespaces={[]}>
          <Header locale={lang} instagramUrl={instagramUrl} languages={languages} />
          <main id="content" className="flex-1" tabIndex={-1}>
            <PageTransition>{children}</PageTransition>
          </main>
          <Footer locale={lang} />
        </ClientMessages>
        <PageStatus />
        <ThirdPartyScripts />
      </body>
    </html>
  );
}
