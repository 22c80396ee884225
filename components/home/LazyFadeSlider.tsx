'use client';

import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@/components/experience/useAfterLoad';

const FadeSlider = lazy(() =>
  import('./FadeSlider').then((module) => ({ default: module.FadeSlider })),
);

type Props = {
  /** The column's first picture, server-rendered: what shows until the slider runs. */
  first: React.ReactNode;
  children: React.ReactNode[];
  label: string;
  startDelayMs: number;
};

/**
 * One column of the home slideshow. The first picture is plain server HTML,
 * painted before any script; Swiper (about 25 KB gzip) comes once the page is
 * interactive and lays its slides over it, the first one identical, so
 * nothing moves. The picture underneath is hidden once the slider first
 * changes slide, so it never shows through a crossfade.
 */
export function LazyFadeSlider({ first, children, label, startDelayMs }: Props) {
  const interactive = useAfterLoad();
  const [mounted, setMounted] = useState(false);
  const [covered, setCovered] = useState(false);
  return (
    <>
      <div
        className={`absolute inset-0 ${covered ? 'invisible' : ''}`}
        aria-hidden={mounted ? true : undefined}
      >
        {first}
      </div>
      {interactive ? (
        <div className="absolute inset-0">
          <Suspense fallback={null}>
            <FadeSlider
              label={label}
              startDelayMs={startDelayMs}
              onMount={() => setMounted(true)}
              onFirstChange={() => setCovered(true)}
            >
              {children}
            </FadeSlider>
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
