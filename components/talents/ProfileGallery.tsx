import { getTranslations } from 'next-intl/server';
import type { MediaItem } from '@/lib/talents/media';
import type { Locale } from '@/lib/i18n/routing';
import { firstMediaType, MEDIA_TYPES, photosOf, type MediaType } from '@/lib/talents/media';
import { profileViewSearch, type ProfileView } from '@/lib/talents/profile-view';
import { MediaGallery } from './MediaGallery';
import { MediaSlide } from './MediaSlide';

type Props = {
  locale: Locale;
  name: string;
  cover: string | null;
  media: Record<MediaType, MediaItem[]>;
  view: ProfileView;
};

// Slides and texts made on the server: the client part carries no next/image or translation code.
export async function ProfileGallery({ locale, name, cover, media, view }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
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
            eager={index === 0}
          />
        )),
      ];
    }),
  ) as Record<MediaType, React.ReactNode[]>;
  const hrefs = Object.fromEntries(
    MEDIA_TYPES.map((type) => [type, profileViewSearch({ ...view, media: type })]),
  ) as Record<MediaType, string>;
  const shown = view.media && media[view.media].length > 0 ? view.media : firstMediaType(media);
  if (!shown) return null;
  const enter = Object.keys(view).length === 0;
  return <MediaGallery slides={slides} hrefs={hrefs} initial={shown} enter={enter} />;
}
