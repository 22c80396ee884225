'use client';

import { useEffect, useRef } from 'react';
import { PROGRESS_DURATION_MS } from '@/lib/constants';
import type { ProgressState } from '@/lib/experience/progressState';

const TRICKLE: Keyframe[] = [{ transform: 'scaleX(0.05)' }, { transform: 'scaleX(0.9)' }];
const COMPLETE: Keyframe[] = [{ transform: 'scaleX(1)' }];

/**
 * The bar alone. The Web Animations API moves it: a fast start that slows
 * towards 90% over the progress duration, then a jump to the end.
 */
export function ProgressBar({ state }: { state: ProgressState }) {
  const bar = useRef<HTMLDivElement>(null);
  const running = useRef<Animation | null>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof element.animate !== 'function') return;
    const previous = running.current;
    // Continue from where the bar is rather than from its start.
    previous?.commitStyles();
    previous?.cancel();
    running.current = null;
    if (state === 'loading') {
      running.current = element.animate(TRICKLE, {
        duration: PROGRESS_DURATION_MS,
        easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
        fill: 'forwards',
      });
    } else if (state === 'done' || state === 'failed') {
      running.current = element.animate(COMPLETE, { duration: 200, fill: 'forwards' });
    } else if (state === 'idle') {
      element.style.transform = 'scaleX(0)';
    }
  }, [state]);
  const visible = state === 'loading' || state === 'done' || state === 'failed';
  return (
    <div
      role="progressbar"
      aria-hidden="true"
      data-progress=""
      data-state={state}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px] transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <div
        ref={bar}
        className={`h-full origin-left scale-x-0 ${state === 'failed' ? 'bg-danger' : 'bg-ink'}`}
      />
    </div>
  );
}
