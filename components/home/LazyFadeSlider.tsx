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
  first: React.ReactNode;
  slides: ImageSlide[];
  columns: number;
  label: string;
  startDelayMs: number;
  media?: string;
};

/**
 * Swiper stays invisible over the server's first picture until its first change of slide, so
 * its copy is never painted as a new, later "largest paint".
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
