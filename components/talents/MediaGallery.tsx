'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
// Swiper's styles come with the page, so the slider is styled the moment its
// script (loaded later) draws it.
import { MEDIA_CONTAINER_DELAY_MS } from '@/lib/constants';
import { isPlainClick } from '@/lib/browser/plainClick';
import { MEDIA_TYPES, type MediaType } from '@/lib/talents/media';

type Props = {
  slides: Record<MediaType, React.ReactNode[]>;
  hrefs: Record<MediaType, string>;
  initial: MediaType;
  enter: boolean;
};

// Swiper's widths (4 px: half its gap). Without scripts the next slide's edge shows it scrolls.
const ROW_SLIDE = {
  photo:
    'w-full shrink-0 snap-start max-[768px]:noscript:w-[85%] min-[769px]:w-[calc(50%-4px)] min-[769px]:noscript:w-[45%]',
  video: 'w-full shrink-0 snap-start noscript:w-[85%]',
} as const;

const MediaSwiper = lazy(() =>
  import('./MediaSwiper').then((module) => ({ default: module.MediaSwiper })),
);

export function MediaGallery({ slides: byType, hrefs, initial, enter }: Props) {
  const t = useTranslations('Talents');
  const available = MEDIA_TYPES.filter((type) => byType[type].length > 0);
  const [type, setType] = useState(initial);
  const interactive = useAfterLoad();
  const slides = byType[type];
  // The row scrolls by itself until Swiper takes over (after load, and while its code arrives):
  // a scrolling region is reachable by the keyboard (WCAG 2.1.1), so it takes focus.
  const row = (
    <section
      aria-label={t(type)}
      tabIndex={0}
      className="media-slider flex snap-x snap-mandatory gap-2 overflow-x-auto"
      data-testid={`media-${type}`}
    >
      {slides.map((slide, index) => (
        <div key={index} className={ROW_SLIDE[type === 'video' ? 'video' : 'photo']}>
          {slide}
        </div>
      ))}
    </section>
  );
  return (
    <section aria-label={t('media')} className="mt-8">
      <div
        role="group"
        aria-label={t('media')}
        className={`mb-4 flex gap-2 ${enter ? 'animate-appear' : ''}`}
        style={{ animationDelay: `${MEDIA_CONTAINER_DELAY_MS}ms` }}
      >
        {available.map((option) => (
          <a
            key={option}
            href={hrefs[option]}
            aria-current={option === type ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              setType(option);
              const url = new URL(window.location.href);
              url.searchParams.set('media', option);
              window.history.replaceState(null, '', url);
            }}
            className="inline-flex min-h-11 items-center border border-ink px-4 text-sm tracking-widest uppercase aria-[current=true]:bg-ink aria-[current=true]:text-paper"
          >
            {t(option)}
          </a>
        ))}
      </div>
      {interactive ? (
        <Suspense fallback={row}>
          <MediaSwiper
            key={type}
            type={type}
            label={t(type)}
            twoPerView={type !== 'video'}
            previous={t('previous')}
            next={t('next')}
            slides={slides}
          />
        </Suspense>
      ) : (
        row
      )}
    </section>
  );
}
