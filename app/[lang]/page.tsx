import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HeroSlideshow } from '@/components/home/HeroSlideshow';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSocialLinks } from '@/lib/agency-api/social';
import { getSlides } from '@/lib/agency-api/slides';
import { absoluteUrl } from '@/lib/seo/url';
import { env } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

const HOME_SLIDES = 'home';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...(await pageMetadata(locale, '/', {
      description: t('description', { site: env.SITE_NAME }),
    })),
    title: { absolute: env.SITE_NAME },
  };
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, slides, social] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getSlides(HOME_SLIDES, locale),
    getSocialLinks().catch(() => null),
  ]);
  const sameAs = social ? [social.instagram, ...social.others] : [];
  return (
    <section className="relative h-[calc(100dvh-4rem)] min-h-[28rem] overflow-hidden bg-ink">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: env.SITE_NAME,
          url: absoluteUrl('/'),
          email: env.COMMERCIAL_EMAIL,
          logo: absoluteUrl('/icon.svg'),
          sameAs,
        }}
      />
      <HeroSlideshow
        locale={locale}
        slides={slides}
        label={t('slideshow')}
        pauseLabel={t('pause')}
        playLabel={t('play')}
      />
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center bg-ink/25 text-center text-paper">
        <h1 className="px-4 text-4xl font-extralight tracking-[0.4em] uppercase drop-shadow-lg md:text-7xl">
          {env.SITE_NAME}
        </h1>
        <p className="mt-4 text-sm tracking-[0.3em] uppercase drop-shadow md:text-base">
          {t('tagline')}
        </p>
      </div>
    </section>
  );
}
