import { getTranslations } from 'next-intl/server';
import type { MediaItem } from '@/lib/talents/media';
import type { Locale } from '@/lib/i18n/routing';
import { firstMediaType, MEDIA_TYPES, photosOf, type MediaType } from '@/lib/talents/media';
import { MediaGallery } from './MediaGallery';
import { MediaSlide } from './MediaSlide';

type Props = {
  locale: Locale;
  name: string;
  cover: string | null;
  media: Record<MediaType, MediaItem[]>;
};

// Slides and texts made on the server: the client part carries no next/image or translation code.
// Every type is in the HTML; only the first shown type's first slide is fetched at once.
export async function ProfileGallery({ locale, name, cover, media }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const first = firstMediaType(media);
  if (!first) return null;
  const slides = Object.fromEntries(
    MEDIA_TYPES.map((type) => {
      const count = media[type].reduce((sum, item) => sum + photosOf(item).length, 0);
      let shown = 0;
      return [
        type,
        media[type].map((item, index) => (
          <MediaSlide
            key={index}
            locale={locale}
            item={item}
            alts={photosOf(item).map(() => t('photoOf', { name, index: ++shown, count }))}
            videoTitle={t('videoTitle', { name })}
            cover={cover}
            eager={type === first && index === 0}
          />
        )),
      ];
    }),
  ) as Record<MediaType, React.ReactNode[]>;
  return <MediaGallery slides={slides} />;
}
