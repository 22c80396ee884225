import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSlides } from '@/lib/agency-api/slides';
import { env } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { alternatesFor, pathFor, type SiteHref, type Versions } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

const OG_LOCALES: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };

/** The share image of pages without one of their own: the first home slide. */
async function defaultShareImage(locale: Locale): Promise<string | null> {
  try {
    const slide = (await getSlides('home', locale)).find((s) => s.kind === 'image');
    return slide?.kind === 'image' ? slide.desktop : null;
  } catch {
    return null;
  }
}

export async function pageMetadata(
  locale: Locale,
  href: SiteHref,
  fields: {
    title?: string;
    description: string;
    image?: string | null;
    type?: 'website' | 'article' | 'profile';
    /** Where the page is another page in another language (a post's translations). */
    translations?: Versions;
  },
): Promise<Metadata> {
  const languages = alternatesFor(href, locale, fields.translations);
  const image = fields.image ?? (await defaultShareImage(locale));
  const title = fields.title ?? env.SITE_NAME;
  const images = image ? [{ url: image, alt: title }] : undefined;
  return {
    ...(fields.title ? { title: fields.title } : {}),
    description: fields.description,
    alternates: { canonical: pathFor(locale, href), languages },
    openGraph: {
      type: fields.type ?? 'website',
      siteName: env.SITE_NAME,
      title,
      description: fields.description,
      url: pathFor(locale, href),
      locale: OG_LOCALES[locale],
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description: fields.description,
      images: image ? [image] : undefined,
    },
  };
}

type StaticMetadataPage =
  | 'about'
  | 'recruitment'
  | 'favorites'
  | 'contact'
  | 'blog'
  | 'privacy'
  | 'safety'
  | 'accessibility';

export async function staticPageMetadata(
  params: Promise<{ lang: string }>,
  page: StaticMetadataPage,
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata(locale, `/${page}`, {
    title: t(page),
    description: t(`${page}Description`, { site: env.SITE_NAME }),
  });
}
