import { getTranslations } from 'next-intl/server';
import type { MediaItem } from '@/lib/agency-api/media';
import type { Locale } from '@/lib/i18n/routing';
import { MEDIA_TYPES, type MediaType } from '@/lib/talents/media';
import { MediaGallery } from './MediaGallery';
import { MediaSlide } from './MediaSlide';

type Props = {
  locale: Locale;
  name: string;
  /** The talent's cover, the videos' poster. */
  cover: string | null;
  media: Record<MediaType, MediaItem[]>;
};

/**
 * The profile's gallery with its slides and texts made on the server: the
 * client part (selector and slider) then carries neither next/image's code
 * nor the translation library.
 */
export async function ProfileGallery({ locale, name, cover, media }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const slides = Object.fromEntries(
    MEDIA_TYPES.map((type) => [
      type,
      media[type].map((item, index) => (
        <MediaSlide
          key={index}
          locale={locale}
          item={item}
          alt={t('photoOf', { name, index: index + 1 })}
          videoTitle={t('videoTitle', { name })}
          cover={cover}
          eager={index === 0}
        />
      )),
    ]),
  ) as Record<MediaType, React.ReactNode[]>;
  return <MediaGallery slides={slides} />;
}
