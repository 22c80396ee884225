'use client';

import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LAYOUT_FADE_S, PAGE_FADE_S } from '@/lib/experience/transition';
import { FrozenRouter } from './FrozenRouter';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

// False until this tab has rendered once: the server-rendered page must be
// visible at once (an opacity 0 start would delay the largest paint). A later
// mount means the layout itself was replaced on a client navigation.
let hydrated = false;

/** Fades the page out and the next one in on client navigations. */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const reduced = useReducedMotion() === true;
  const [firstMount] = useState(() => !hydrated);
  const [mountPath] = useState(pathname);
  useEffect(() => {
    hydrated = true;
  }, []);
  const fade = { duration: reduced ? 0 : PAGE_FADE_S };
  const enter = {
    duration: reduced ? 0 : !firstMount && pathname === mountPath ? LAYOUT_FADE_S : PAGE_FADE_S,
  };
  return (
    <LazyMotion features={loadFeatures} strict>
      <AnimatePresence mode="wait" initial={!firstMount && !reduced}>
        <m.div
          key={pathname}
          data-transition={pathname}
          // The CSS fallback holds even before the motion preference is read.
          className="motion-reduce:opacity-100!"
          initial={{ opacity: reduced ? 1 : 0 }}
          animate={{ opacity: 1, transition: enter }}
          exit={{ opacity: reduced ? 1 : 0, transition: fade }}
        >
          <FrozenRouter>{children}</FrozenRouter>
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
