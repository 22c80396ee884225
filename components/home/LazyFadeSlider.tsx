'use client';

import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';
import { useMediaQuery } from '@/components/experience/useMediaQuery';
import type { ImageSlide } from './SlidePicture';
import { useSlidesPlaying } from './SlideshowPlayback';

const FadeSlider = lazy(() =>
  import('./FadeSlider').then((module) => ({ default: module.FadeSlider })),
);

type Props = {
  /** The column's first picture, server-rendered: what shows until the slider runs. */
  first: React.ReactNode;
  /** The column's slides, from its first, drawn by the slider. */
  slides: ImageSlide[];
  columns: number;
  label: string;
  startDelayMs: number;
  /** Where the column is shown: elsewhere it stays its first picture, with no slider. */
  media?: string;
};

/**
 * One column of the home slideshow. The first picture is plain server HTML,
 * painted before any script; Swiper comes once the page is
 * interactive and lays the same slides over it, kept invisible until its
 * first change of slide: then the two swap, the first slide identical, so
 * nothing moves. Until that moment the server's picture is the only one on
 * screen, so Swiper's copy of it is never painted as a new, later "largest
 * paint" (the picture was first painted mid-entry, 300 px up, so smaller).
 */
export function LazyFadeSlider(props: Props) {
  const { first, slides, columns, label, startDelayMs, media = 'all' } = props;
  // A phone shows one column: the hidden ones start no slider of their own.
  const shown = useMediaQuery(media, false);
  const interactive = useAfterLoad() && shown;
  const [playing, setPlaying] = useState(false);
  const allowed = useSlidesPlaying();
  return (
    <>
      <div
        className={`absolute inset-0 ${playing ? 'invisible' : ''}`}
        aria-hidden={playing ? true : undefined}
      >
        {first}
      </div>
      {interactive ? (
        <div className={`absolute inset-0 ${playing ? '' : 'invisible'}`}>
          <Suspense fallback={null}>
            <FadeSlider
              slides={slides}
              columns={columns}
              label={label}
              startDelayMs={startDelayMs}
              onFirstChange={() => setPlaying(true)}
              playing={allowed}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
