import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ChunkReloadGuard } from '@/components/experience/ChunkReloadGuard';
import { NavigationProgress } from '@/components/experience/NavigationProgress';
import { PageTransition } from '@/components/experience/PageTransition';
import { Header } from '@/components/layout/Header';
import { ThirdPartyScripts } from '@/components/layout/ThirdPartyScripts';
import { Footer } from '@/components/layout/Footer';
import { ImageFallbackScript } from '@/components/ui/ImageFallbackScript';
import { getInstagramUrl } from '@/lib/api/social';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/routing';
import '../globals.css';

// Every page is cached and re-rendered in the background at most this often;
// a failed re-render keeps serving the last good page.
export const revalidate = 300;

// Only what client components translate travels to the browser.
const CLIENT_NAMESPACES = [
  'Header',
  'NotFound',
  'LanguageSwitcher',
  'Errors',
  'Blog',
  'Validation',
  'Favorites',
  'Forms',
  'Options',
  'Talents',
];

function pick(messages: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(
    keys.filter((key) => key in messages).map((key) => [key, messages[key]]),
  );
}

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
  const [t, instagramUrl, messages] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Header' }),
    getInstagramUrl(),
    getMessages({ locale: lang }),
  ]);
  return (
    <html lang={lang}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <ImageFallbackScript />
        <ChunkReloadGuard />
        <NavigationProgress />
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pick(messages, CLIENT_NAMESPACES)}>
          <Header locale={lang} instagramUrl={instagramUrl} />
          <main id="content" className="flex-1" tabIndex={-1}>
            <PageTransition>{children}</PageTransition>
          </main>
          <Footer locale={lang} />
          <ThirdPartyScripts />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
