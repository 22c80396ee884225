'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
// Swiper's styles come with the page, so the slider is styled the moment its
// script (loaded later) draws it.
import 'swiper/css';
import 'swiper/css/navigation';
import { MEDIA_CONTAINER_DELAY_MS } from '@/lib/constants';
import { isPlainClick } from '@/lib/experience/plainClick';
import { MEDIA_TYPES, type MediaType } from '@/lib/talents/media';

type Props = {
  /** Each type's slides, rendered by the server (MediaSlide): no image or translation code here. */
  slides: Record<MediaType, React.ReactNode[]>;
  /** Each tab's address (?media=snap, with the units the address chose). */
  hrefs: Record<MediaType, string>;
  initial: MediaType;
  /** Whether the tabs make their entry: on the bare profile, not on a page its own links led to. */
  enter: boolean;
};

// Swiper's widths: one slide per view, two above the breakpoint (videos one);
// 4 px is half of its 8 px space between slides. Where scripts never run, the
// next slide shows its edge, so that the row shows it scrolls.
const ROW_SLIDE = {
  photo:
    'w-full shrink-0 snap-start max-[768px]:noscript:w-[85%] min-[769px]:w-[calc(50%-4px)] min-[769px]:noscript:w-[45%]',
  video: 'w-full shrink-0 snap-start noscript:w-[85%]',
} as const;

const MediaSwiper = lazy(() =>
  import('./MediaSwiper').then((module) => ({ default: module.MediaSwiper })),
);

/**
 * Book, snaps and videos of a profile. Each tab is a link to the profile with
 * that type (?media=snap), which the server renders without scripts; with
 * them it switches in place and the address follows. The slides are plain
 * server HTML in a row that scrolls sideways, laid out as the slider lays
 * them (one per view, two on wide screens); Swiper takes
 * over once the page is interactive. The tabs appear after 1 s (a CSS
 * animation, so also without scripts), hidden and out of the focus order
 * until then; a page reached through one of these links keeps them in place.
 */
export function MediaGallery({ slides: byType, hrefs, initial, enter }: Props) {
  const t = useTranslations('Talents');
  const available = MEDIA_TYPES.filter((type) => byType[type].length > 0);
  const [type, setType] = useState(initial);
  const interactive = useAfterLoad();
  const slides = byType[type];
  // Focusable only before the page is interactive (then its scroll is the
  // keyboard's way through the pictures); Swiper's keys follow, and its
  // fallback row is never focused, so focus is never lost with it.
  const row = (focusable: boolean) => (
    <div
      role="region"
      aria-label={t(type)}
      tabIndex={focusable ? 0 : undefined}
      className="media-slider flex snap-x snap-mandatory gap-2 overflow-x-auto"
      data-testid={`media-${type}`}
    >
      {slides.map((slide, index) => (
        <div key={index} className={ROW_SLIDE[type === 'video' ? 'video' : 'photo']}>
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
        <Suspense fallback={row(false)}>
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
        row(true)
      )}
    </section>
  );
}
