'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { fadeTo } from './fadeTo';

type Props = {
  path: string;
  /** Seconds to fade in when mounted; null for the page the server sent, shown at once. */
  enterS: number | null;
  exitS: number;
  /** True once the visitor left this page: fade out, then call onLeft. */
  leaving: boolean;
  onLeft: () => void;
  children: React.ReactNode;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One page inside PageTransition: fades in when it arrives and out when it leaves. */
export function PageFade({ path, enterS, exitS, leaving, onLeft, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const left = useRef(onLeft);
  useEffect(() => {
    left.current = onLeft;
  });

  // Hidden before the first paint, so the arriving page never flashes in.
  useLayoutEffect(() => {
    if (enterS !== null && !prefersReducedMotion() && ref.current) ref.current.style.opacity = '0';
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (enterS !== null && !prefersReducedMotion() && ref.current) {
      void fadeTo(ref.current, 1, enterS);
    }
    // Only on arrival: a later change of preference does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const element = ref.current;
    if (prefersReducedMotion() || !element) return void left.current();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      left.current();
    };
    // Whatever happens to the animation (a failed chunk load included), the
    // next page must come.
    fadeTo(element, 0, exitS).then(finish, finish);
    // Back to this page before it had faded out: it stays.
    return () => {
      if (done) return;
      done = true;
      void fadeTo(element, 1, exitS);
    };
  }, [leaving, exitS]);

  return (
    // The CSS fallback holds even before the motion preference is read.
    <div ref={ref} data-transition={path} className="motion-reduce:opacity-100!">
      {children}
    </div>
  );
}
