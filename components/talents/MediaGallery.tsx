'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { MediaItem } from '@/lib/agency-api/media';
import { MEDIA_CONTAINER_DELAY_MS, SLIDER_MODE_BREAKPOINT_PX } from '@/lib/constants';
import { firstMediaType, MEDIA_TYPES, type MediaType } from '@/lib/talents/media';
import { MediaSlide } from './MediaSlide';

type Props = { name: string; media: Record<MediaType, MediaItem[]> };

/**
 * Book, snaps and videos of a profile, with a selector; the first available
 * type is shown by default. The first picture is server-rendered; the
 * selector and arrows join it after the spec's 1 s delay.
 */
export function MediaGallery({ name, media }: Props) {
  const t = useTranslations('Talents');
  const available = MEDIA_TYPES.filter((type) => media[type].length > 0);
  const [type, setType] = useState<MediaType | null>(firstMediaType(media));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), MEDIA_CONTAINER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!type) return null;
  return (
    <section aria-label={t('media')} className="mt-8">
      <div
        role="group"
        aria-label={t('media')}
        className={`mb-4 flex gap-2 transition-opacity duration-500 ${ready ? 'opacity-100' : 'opacity-0'}`}
      >
        {available.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === type}
            onClick={() => setType(option)}
            className="min-h-11 border border-ink px-4 text-sm tracking-widest uppercase aria-pressed:bg-ink aria-pressed:text-paper"
          >
            {t(option)}
          </button>
        ))}
      </div>
      <Swiper
        key={type}
        modules={[Navigation, Keyboard, A11y]}
        navigation
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: t('previous'), nextSlideMessage: t('next') }}
        slidesPerView={1}
        spaceBetween={8}
        breakpoints={{
          [SLIDER_MODE_BREAKPOINT_PX + 1]: { slidesPerView: type === 'video' ? 1 : 2 },
        }}
        className="media-slider"
        data-testid={`media-${type}`}
      >
        {media[type].map((item, index) => (
          <SwiperSlide key={index}>
            <MediaSlide
              item={item}
              alt={t('photoOf', { name, index: index + 1 })}
              videoTitle={t('videoTitle', { name })}
              eager={index === 0}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
