'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
// Swiper's styles come with the page, so the slider is styled the moment its
// script (loaded later) draws it.
import 'swiper/css';
import 'swiper/css/navigation';
import { MEDIA_CONTAINER_DELAY_MS } from '@/lib/constants';
import { MEDIA_TYPES, type MediaType } from '@/lib/talents/media';

type Props = {
  /** Each type's slides, rendered by the server (MediaSlide): no image or translation code here. */
  slides: Record<MediaType, React.ReactNode[]>;
};

// Swiper's widths: one slide per view, two above the breakpoint (videos one);
// 4 px is half of its 8 px space between slides.
const PLACEHOLDER_SLIDE = {
  single: 'w-full shrink-0',
  first: 'w-full shrink-0 min-[769px]:w-[calc(50%-4px)]',
  second: 'hidden w-[calc(50%-4px)] shrink-0 min-[769px]:block',
} as const;

const MediaSwiper = lazy(() =>
  import('./MediaSwiper').then((module) => ({ default: module.MediaSwiper })),
);

/**
 * Book, snaps and videos of a profile, with a selector; the first available
 * type is shown by default. The first pictures are plain server HTML, laid
 * out as the slider lays them (one per view, two on wide screens); Swiper
 * (about 25 KB gzip) takes over once the page is interactive, and the
 * selector joins after the 1 s delay the media container waits.
 */
export function MediaGallery({ slides: byType }: Props) {
  const t = useTranslations('Talents');
  const available = MEDIA_TYPES.filter((type) => byType[type].length > 0);
  const [type, setType] = useState<MediaType | null>(available[0] ?? null);
  const [ready, setReady] = useState(false);
  const interactive = useAfterLoad();

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), MEDIA_CONTAINER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!type) return null;
  const slides = byType[type];
  const placeholder = (
    <div className="media-slider flex gap-2 overflow-hidden" data-testid={`media-${type}`}>
      {slides.slice(0, type === 'video' ? 1 : 2).map((slide, index) => (
        <div
          key={index}
          className={
            PLACEHOLDER_SLIDE[type === 'video' ? 'single' : index === 0 ? 'first' : 'second']
          }
        >
          {slide}
        </div>
      ))}
    </div>
  );
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
      {/* Until Swiper runs: its first slides, at the widths it gives them. */}
      {interactive ? (
        <Suspense fallback={placeholder}>
          <MediaSwiper
            key={type}
            type={type}
            twoPerView={type !== 'video'}
            previous={t('previous')}
            next={t('next')}
            slides={slides}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
