'use client';

import { usePresence, useReducedMotion } from 'framer-motion';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { fadeTo } from './fadeTo';

type Props = {
  path: string;
  /** Seconds to fade in when mounted; null for the page the server sent, shown at once. */
  enterS: number | null;
  exitS: number;
  children: React.ReactNode;
};

/**
 * One page inside PageTransition's AnimatePresence: fades in when it arrives
 * and out when it leaves, then lets AnimatePresence remove it. A plain
 * element animated through framer-motion's presence hooks and its WAAPI
 * animate, rather than a `motion.div`, whose renderer would weigh about
 * 20 KB gzip in the first load of every page.
 */
export function PageFade({ path, enterS, exitS, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [isPresent, safeToRemove] = usePresence();
  const reduced = useReducedMotion() === true;
  const fadesIn = enterS !== null && !reduced;

  // Hidden before the first paint, so the arriving page never flashes in.
  useLayoutEffect(() => {
    if (fadesIn && ref.current) ref.current.style.opacity = '0';
  }, [fadesIn]);

  useEffect(() => {
    if (fadesIn && enterS !== null && ref.current) void fadeTo(ref.current, 1, enterS);
    // Only on arrival: a later change of preference does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (isPresent) return;
    const element = ref.current;
    if (reduced || !element) return void safeToRemove?.();
    let done = false;
    const remove = () => {
      if (done) return;
      done = true;
      safeToRemove?.();
    };
    // Whatever happens to the animation (a failed chunk load included), the
    // next page must come.
    fadeTo(element, 0, exitS).then(remove, remove);
  }, [isPresent, reduced, exitS, safeToRemove]);

  return (
    // The CSS fallback holds even before the motion preference is read.
    <div ref={ref} data-transition={path} className="motion-reduce:opacity-100!">
      {children}
    </div>
  );
}
