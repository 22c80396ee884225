import '@/app/globals.css';
import { getTranslations } from 'next-intl/server';
import { NavigationProgress } from '@/components/experience/NavigationProgress';
import { PageTransition } from '@/components/experience/PageTransition';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { getInstagramUrl } from '@/lib/agency-api/social';
import type { Locale } from '@/lib/i18n/routing';
import { Footer } from './Footer';
import { Header } from './Header';
import { ThirdPartyScripts } from './ThirdPartyScripts';

type Props = { locale: Locale; children: React.ReactNode };

/**
 * The whole document of a page in one language: <html lang>, header, footer
 * and the client providers. Used by the pages' layout and by the 404 page of
 * unknown paths, which Next renders outside that layout.
 */
export async function SiteDocument({ locale, children }: Props) {
  const [t, instagramUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getInstagramUrl(),
  ]);

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <NavigationProgress />
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {t('skipToContent')}
        </a>
        <ClientMessages locale={locale} namespaces={[]}>
          <Header locale={locale} instagramUrl={instagramUrl} />
          <main id="content" className="flex-1" tabIndex={-1}>
            <PageTransition>{children}</PageTransition>
          </main>
          <Footer locale={locale} />
        </ClientMessages>
        <ThirdPartyScripts />
      </body>
    </html>
  );
}
