'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
import { isPlainClick } from '@/lib/browser/plainClick';
import { MEDIA_TYPES, mediaPanelId, mediaTypeOfHash, type MediaType } from '@/lib/talents/media';

type Props = {
  slides: Record<MediaType, React.ReactNode[]>;
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

const never = () => () => {};
const currentHash = () => window.location.hash;

// Every type's panel is in the server's HTML, and the tabs link to them (#media-snap): without
// scripts, and until the page is hydrated, CSS shows the first one or the address's target
// (app/styles/gallery.css). Then the tab chosen here, first the address's, shows its panel alone.
export function MediaGallery({ slides: byType }: Props) {
  const t = useTranslations('Talents');
  const available = MEDIA_TYPES.filter((type) => byType[type].length > 0);
  // Null while the server's HTML is hydrated, so both agree.
  const hash = useSyncExternalStore(never, currentHash, () => null);
  const [picked, setPicked] = useState<MediaType | null>(null);
  const interactive = useAfterLoad();
  const hydrated = hash !== null;
  const type = picked ?? mediaTypeOfHash(hash ?? '', available) ?? available[0]!;
  // The row scrolls by itself until Swiper takes over (after load, and while its code arrives):
  // a scrolling region is reachable by the keyboard (WCAG 2.1.1), so it takes focus.
  const row = (option: MediaType) => (
    <section
      aria-label={t(option)}
      tabIndex={0}
      className="media-slider flex snap-x snap-mandatory gap-2 overflow-x-auto"
      data-testid={`media-${option}`}
    >
      {byType[option].map((slide, index) => (
        <div key={index} className={ROW_SLIDE[option === 'video' ? 'video' : 'photo']}>
          {slide}
        </div>
      ))}
    </section>
  );
  return (
    <section
      aria-label={t('media')}
      className="media-gallery"
      data-chosen={hydrated ? type : undefined}
    >
      {/* Shown with the page: a control that appears late is missed, by people and robots. */}
      <div role="group" aria-label={t('media')} className="mb-4 flex gap-2">
        {available.map((option) => (
          <a
            key={option}
            href={`#${mediaPanelId(option)}`}
            data-media-tab={option}
            aria-current={option === type ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              setPicked(option);
              const url = new URL(window.location.href);
              url.hash = mediaPanelId(option);
              window.history.replaceState(null, '', url);
            }}
            className="inline-flex min-h-11 items-center border border-ink px-4 text-sm tracking-widest uppercase aria-[current=true]:bg-ink aria-[current=true]:text-paper"
          >
            {t(option)}
          </a>
        ))}
      </div>
      {available.map((option) => (
        // Below the tabs once the address's fragment has scrolled it into view.
        <div
          key={option}
          id={mediaPanelId(option)}
          data-media-panel
          hidden={hydrated && option !== type}
          className="scroll-mt-16"
        >
          {interactive && option === type ? (
            <Suspense fallback={row(option)}>
              <MediaSwiper
                type={option}
                label={t(option)}
                twoPerView={option !== 'video'}
                previous={t('previous')}
                next={t('next')}
                slides={byType[option]}
              />
            </Suspense>
          ) : (
            row(option)
          )}
        </div>
      ))}
    </section>
  );
}
