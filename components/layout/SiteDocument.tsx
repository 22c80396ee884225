import '@/app/globals.css';
import { getTranslations } from 'next-intl/server';
import { ChunkReloadScript } from '@/components/experience/ChunkReloadScript';
import { LinkNavigation } from '@/components/experience/LinkNavigation';
import { NavigationProgress } from '@/components/experience/NavigationProgress';
import { PageTransition } from '@/components/experience/PageTransition';
import { ImageFallbackScript } from '@/components/ui/ImageFallbackScript';
import { ViewTextsProvider } from '@/components/errors/ViewTexts';
import { getInstagramUrl } from '@/lib/agency-api/social';
import { viewTexts } from '@/lib/errors/view-texts';
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
  const [t, texts, instagramUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    viewTexts(locale),
    getInstagramUrl(),
  ]);

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <ChunkReloadScript />
        <ImageFallbackScript />
        <NavigationProgress />
        <LinkNavigation />
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {t('skipToContent')}
        </a>
        {/* No translation provider here: the header's client components get their
            texts from the server, and a page whose client components translate
            wraps them in ClientMessages, so pages without any (the home, a post)
            load no translation library. */}
        <Header locale={locale} instagramUrl={instagramUrl} />
        <main id="content" className="flex-1" tabIndex={-1}>
          <ViewTextsProvider texts={texts}>
            <PageTransition>{children}</PageTransition>
          </ViewTextsProvider>
        </main>
        <Footer locale={locale} />
        <ThirdPartyScripts />
      </body>
    </html>
  );
}
